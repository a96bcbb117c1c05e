// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class Course;
class Lesson;

/*
 * The checks of README.md ("what the checks require"), decided by the engine: every FEN, move,
 * square and answer of a lesson is read by the rules of the lesson's variant, every line is
 * played through the referee (Game), and every PlayOut goal is proven by a search.
 *
 * Each failure is one line that names the lesson and the step (numbered from 1, as in the JSON
 * dump) and says what is wrong and what the engine sees instead:
 *
 *   russian-kings step 3: expected move c3-e5 is not legal here (legal: c3-b4, c3-d4)
 *
 * An empty list means every check holds. The searches are bounded (by depth, and by a node
 * budget that is the same on every machine), so a step takes at most a few seconds.
 */

// Every step of one lesson, and the lesson's own fields (id, title, variant, at least one step).
QStringList checkLesson(const Lesson *lesson);

// The course's own rules only: a known variant, at least one lesson, every lesson of the
// course's variant, lesson ids unique.
QStringList checkCourseOutline(const Course *course);

// checkCourseOutline() and checkLesson() for every lesson.
QStringList checkCourse(const Course *course);

namespace damas {
class EndgameTables;
}
// Endgame tables for the checks (nullptr: none, the default). Where a play-out step's position
// has a table, its verdict under the step's counts decides the goal; where the counts leave it
// undecided, the table still refutes a win that takes longer than moveLimit, and the search
// decides the rest.
void setLessonCheckTables(const damas::EndgameTables *tables);
