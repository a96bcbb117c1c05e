// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

class Lesson;
class QQmlEngine;

/*
 * The lessons as one JSON document, for tools outside the app (a web page of the course, a
 * review of the translations): every field of every step as the lesson file gives it, the texts
 * in the current language (the caller installs the translators first), plus each step's start
 * position after its setup moves as a canonical FEN ("startFen"; empty when the FEN or a setup
 * move cannot be read: checkLesson() says why). Steps are numbered from 1, as checkLesson()
 * numbers them.
 *
 *   {"version": 1, "courses": [{"variant": "russian", "lessons": [
 *       {"id": "russian-board", "variant": "russian", "title": ..., "summary": ...,
 *        "steps": [{"index": 1, "kind": "read", "text": ..., "fen": "", "startFen": ..., ...}]}]}]}
 */
QJsonObject lessonToJson(const Lesson *lesson);

// Loads every course compiled into the program (Course::urlOf() of each variant; a variant
// without a course is left out) in `engine` and writes the document to `file`. On failure
// returns false and sets `error` (if given) to what went wrong.
bool dumpLessons(QQmlEngine *engine, const QString &file, QString *error);
