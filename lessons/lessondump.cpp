// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessondump.h"

#include "lesson.h"

#include "fen.h"
#include "game.h"
#include "notation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QQmlEngine>
#include <QSaveFile>

#include <memory>
#include <optional>

using namespace damas;

namespace {

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The canonical FEN of the step's start, after its setup; empty when it cannot be read.
QString startFenOf(const LessonStep *step, std::optional<Variant> variant)
{
    if (!variant)
        return {};
    Expected<Game> game = step->fen().isEmpty()
        ? Expected<Game>(Game(*variant))
        : Game::fromFen(*variant, step->fen().toStdString());
    if (!game)
        return {};
    for (const QString &text : step->setup()) {
        const Expected<Move> move = parseMove(game->position(), text.toStdString());
        if (!move || !game->play(*move))
            return {};
    }
    return fromStd(toFen(game->position()));
}

QJsonObject stepToJson(const LessonStep *step, int index, std::optional<Variant> variant)
{
    const auto list = [](const QStringList &l) { return QJsonArray::fromStringList(l); };
    return QJsonObject {
        {QStringLiteral("index"), index},
        {QStringLiteral("kind"), LessonStep::kindName(step->kind())},
        {QStringLiteral("text"), step->text()},
        {QStringLiteral("fen"), step->fen()},
        {QStringLiteral("startFen"), startFenOf(step, variant)},
        {QStringLiteral("setup"), list(step->setup())},
        {QStringLiteral("highlights"), list(step->highlights())},
        {QStringLiteral("arrows"), list(step->arrows())},
        {QStringLiteral("expected"), list(step->expected())},
        {QStringLiteral("line"), list(step->line())},
        {QStringLiteral("wrongText"), step->wrongText()},
        {QStringLiteral("successText"), step->successText()},
        {QStringLiteral("script"), list(step->script())},
        {QStringLiteral("notes"), list(step->notes())},
        {QStringLiteral("answers"), list(step->answers())},
        {QStringLiteral("goal"), LessonStep::goalName(step->goal())},
        {QStringLiteral("moveLimit"), step->moveLimit()},
        {QStringLiteral("level"), step->level()},
        {QStringLiteral("showCounts"), step->showCounts()},
        {QStringLiteral("counts"), list(step->counts())},
    };
}

} // namespace

QJsonObject lessonToJson(const Lesson *lesson)
{
    const std::optional<Variant> variant = variantFromName(lesson->variant().toStdString());
    QJsonArray steps;
    for (qsizetype i = 0; i < lesson->steps().size(); ++i)
        steps.append(stepToJson(lesson->steps().at(i), int(i + 1), variant));
    return QJsonObject {
        {QStringLiteral("id"), lesson->lessonId()},
        {QStringLiteral("variant"), lesson->variant()},
        {QStringLiteral("title"), lesson->title()},
        {QStringLiteral("summary"), lesson->summary()},
        {QStringLiteral("steps"), steps},
    };
}

bool dumpLessons(QQmlEngine *engine, const QString &file, QString *error)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QJsonArray courses;
    for (Variant v : kAllVariants) {
        QString why;
        const std::unique_ptr<Course> course = Course::load(engine, fromStd(variantName(v)), &why);
        if (!course && !why.isEmpty())
            return failed(why);
        if (!course)
            continue;
        QJsonArray lessons;
        for (const Lesson *lesson : course->lessons())
            lessons.append(lessonToJson(lesson));
        courses.append(QJsonObject {
            {QStringLiteral("variant"), course->variant()},
            {QStringLiteral("lessons"), lessons},
        });
    }
    const QJsonObject document {
        {QStringLiteral("version"), 1},
        {QStringLiteral("courses"), courses},
    };
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return failed(QStringLiteral("%1: %2").arg(file, out.errorString()));
    out.write(QJsonDocument(document).toJson(QJsonDocument::Indented));
    if (!out.commit())
        return failed(QStringLiteral("%1: %2").arg(file, out.errorString()));
    return true;
}
