// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferences.h"

#include "displaypath.h"
#include "language.h"
#include "setaside.h"
#include "variant.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QQmlEngine>
#include <QSettings>
#include <QStandardPaths>

namespace {

QString defaultFileName()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
        + QStringLiteral("/preferences.ini");
}

QString &instanceFile()
{
    static QString file;
    return file;
}

bool knownVariant(const QString &id)
{
    return damas::variantFromName(id.toStdString()).has_value();
}

bool knownLanguage(const QString &code)
{
    return code.isEmpty() || code == QLatin1String("en") || code == QLatin1String("es")
        || code == QLatin1String("pt_BR");
}

// The lines of an INI file that are neither a setting, a section, a comment nor blank, with
// their numbers (worded in problem(), in the language chosen after the file is read).
QList<Preferences::Damage> strayLines(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.read(1 << 20);
    QList<Preferences::Damage> stray;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        const bool text = !line.contains('\0') && QString::fromUtf8(line).toUtf8() == line;
        if (text
            && (line.isEmpty() || line.startsWith(';') || line.startsWith('#')
                || (line.startsWith('[') && line.endsWith(']')) || (line.indexOf('=') > 0)))
            continue;
        // What cannot be shown as text is shown as dots, as a hex viewer's side column does.
        QString shown = QString::fromUtf8(line);
        for (QChar &c : shown) {
            if (c.unicode() < 0x20 || c == QChar::ReplacementCharacter)
                c = QChar(0x00B7);
        }
        if (shown.size() > 30)
            shown = shown.left(29) + QChar(0x2026);
        stray.append({int(i + 1), shown});
    }
    return stray;
}

} // namespace

Preferences::Preferences(const QString &fileName, QObject *parent)
    : QObject(parent)
{
    const QString file = fileName.isEmpty() ? defaultFileName() : fileName;
    QDir().mkpath(QFileInfo(file).absolutePath());
    m_settings = new QSettings(file, QSettings::IniFormat, this);
    load();
    connect(Language::instance(), &Language::currentChanged, this, [this] {
        if (!m_unreadable.isEmpty())
            emit problemChanged();
    });
}

Preferences::~Preferences() = default;

Preferences *Preferences::instance()
{
    static Preferences *preferences = new Preferences(instanceFile(), QCoreApplication::instance());
    return preferences;
}

void Preferences::useFile(const QString &fileName)
{
    instanceFile() = fileName;
}

Preferences *Preferences::create(QQmlEngine *, QJSEngine *)
{
    Preferences *p = instance();
    QQmlEngine::setObjectOwnership(p, QQmlEngine::CppOwnership);
    return p;
}

QString Preferences::fileName() const
{
    return m_settings->fileName();
}

void Preferences::load()
{
    if (m_settings->status() != QSettings::NoError) {
        // Keep the unreadable file for the player to look at, and start from the defaults.
        const QString file = m_settings->fileName();
        m_keptAs = moveAside(file, QStringLiteral("unreadable"));
        delete m_settings;
        m_settings = new QSettings(file, QSettings::IniFormat, this);
        m_unreadable = file;
        return;
    }
    // QSettings reads past what it does not understand: the lines that are not settings and the
    // values out of range are named, and the file is kept as it is before anything rewrites it.
    m_damaged = strayLines(m_settings->fileName());
    // A value that is there but cannot be used is named; one that is not there is the default.
    QStringList badKeys;
    auto bad = [this, &badKeys](const char *key) {
        if (!m_settings->contains(QLatin1String(key)))
            return;
        badKeys.append(QLatin1String(key));
        m_damaged.append({0,
            QStringLiteral("%1 = \"%2\"")
                .arg(QLatin1String(key), m_settings->value(key).toString().left(40))});
    };
    const QString language = m_settings->value("language").toString();
    if (knownLanguage(language))
        m_language = language;
    else
        bad("language");
    const QString variant = m_settings->value("newGame/variant").toString();
    if (knownVariant(variant))
        m_variant = variant;
    else
        bad("newGame/variant");
    bool ok = false;
    const int side = m_settings->value("newGame/side").toInt(&ok);
    if (ok && side >= PlayWhite && side <= PlayRandom)
        m_side = side;
    else
        bad("newGame/side");
    const int level = m_settings->value("newGame/level").toInt(&ok);
    if (ok && level >= 1 && level <= 10)
        m_level = level;
    else
        bad("newGame/level");
    const int moveTime = m_settings->value("computer/moveTime").toInt(&ok);
    if (ok && moveTime >= 500 && moveTime <= 30000)
        m_moveTime = moveTime;
    else
        bad("computer/moveTime");
    auto flag = [this, &bad](const char *key, bool fallback) {
        const QVariant v = m_settings->value(key);
        const QString s = v.toString();
        if (s == QLatin1String("true") || s == QLatin1String("false"))
            return s == QLatin1String("true");
        bad(key);
        return fallback;
    };
    m_showTargets = flag("board/showTargets", m_showTargets);
    m_animations = flag("board/animations", m_animations);
    m_flipped = flag("board/flipped", m_flipped);
    m_twoPlayers = flag("newGame/twoPlayers", m_twoPlayers);
    m_turnBoard = flag("board/turnForMover", m_turnBoard);
    // Any text: a folder that is gone is not a damaged file, only a place no longer there.
    m_pdnFolder = m_settings->value("files/pdnFolder").toString();
    if (!m_damaged.isEmpty()) {
        // Copied, not moved: what could be read is used, and the file is written again with
        // the player's next choice.
        const QString file = m_settings->fileName();
        m_unreadable = file;
        m_keptAs = copyAside(file, QStringLiteral("damaged"));
        if (!m_keptAs.isEmpty()) {
            // Kept: the file is written again with what is in use, so that it is said once.
            for (const QString &key : std::as_const(badKeys))
                m_settings->remove(key);
            m_settings->setValue(QStringLiteral("newGame/level"), m_level);
            m_settings->sync();
        }
    }
}

QString Preferences::problem() const
{
    if (m_unreadable.isEmpty())
        return {};
    if (!m_damaged.isEmpty()) {
        QStringList shown;
        for (const Damage &d : m_damaged.mid(0, 3))
            shown.append(
                d.line > 0 ? tr("line %1: \u201c%2\u201d").arg(d.line).arg(d.text) : d.text);
        if (m_damaged.size() > 3)
            shown.append(tr("%n more", nullptr, int(m_damaged.size() - 3)));
        const QString what = shown.join(QStringLiteral("; "));
        if (!m_keptAs.isEmpty())
            return tr("Some of your preferences could not be read (%1), so their defaults are "
                      "used. The file as it was is kept as %2.")
                .arg(what, displayPath(m_keptAs));
        return tr("Some of your preferences in %1 could not be read (%2), so their defaults "
                  "are used.")
            .arg(displayPath(m_unreadable), what);
    }
    if (!m_keptAs.isEmpty())
        return tr("Your preferences file could not be read, so the defaults are used. The old "
                  "file was kept as %1.")
            .arg(displayPath(m_keptAs));
    return tr("Your preferences file %1 could not be read, so the defaults are used.")
        .arg(displayPath(m_unreadable));
}

void Preferences::save(const char *key, const QVariant &value)
{
    m_settings->setValue(QLatin1String(key), value);
    m_settings->sync();
}

void Preferences::setLanguage(const QString &code)
{
    if (code == m_language || !knownLanguage(code))
        return;
    m_language = code;
    save("language", code);
    emit languageChanged();
}

void Preferences::setVariant(const QString &id)
{
    if (id == m_variant || !knownVariant(id))
        return;
    m_variant = id;
    save("newGame/variant", id);
    emit variantChanged();
}

void Preferences::setSide(int side)
{
    if (side == m_side || side < PlayWhite || side > PlayRandom)
        return;
    m_side = side;
    save("newGame/side", side);
    emit sideChanged();
}

void Preferences::setLevel(int level)
{
    if (level == m_level || level < 1 || level > 10)
        return;
    m_level = level;
    save("newGame/level", level);
    emit levelChanged();
}

void Preferences::setMoveTime(int ms)
{
    if (ms == m_moveTime || ms < 500 || ms > 30000)
        return;
    m_moveTime = ms;
    save("computer/moveTime", ms);
    emit moveTimeChanged();
}

void Preferences::setShowTargets(bool on)
{
    if (on == m_showTargets)
        return;
    m_showTargets = on;
    save("board/showTargets", on);
    emit showTargetsChanged();
}

void Preferences::setAnimations(bool on)
{
    if (on == m_animations)
        return;
    m_animations = on;
    save("board/animations", on);
    emit animationsChanged();
}

void Preferences::setFlipped(bool on)
{
    if (on == m_flipped)
        return;
    m_flipped = on;
    save("board/flipped", on);
    emit flippedChanged();
}

void Preferences::setTwoPlayers(bool on)
{
    if (on == m_twoPlayers)
        return;
    m_twoPlayers = on;
    save("newGame/twoPlayers", on);
    emit twoPlayersChanged();
}

void Preferences::setTurnBoard(bool on)
{
    if (on == m_turnBoard)
        return;
    m_turnBoard = on;
    save("board/turnForMover", on);
    emit turnBoardChanged();
}

QUrl Preferences::pdnFolder() const
{
    if (!m_pdnFolder.isEmpty() && QFileInfo(m_pdnFolder).isDir())
        return QUrl::fromLocalFile(m_pdnFolder);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return QUrl::fromLocalFile(documents);
    return QUrl::fromLocalFile(QDir::homePath());
}

void Preferences::rememberPdnFile(const QUrl &file)
{
    if (!file.isLocalFile())
        return;
    const QString folder = QFileInfo(file.toLocalFile()).absolutePath();
    if (folder == m_pdnFolder)
        return;
    m_pdnFolder = folder;
    save("files/pdnFolder", folder);
}
