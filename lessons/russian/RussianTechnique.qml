// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-technique"
    variant: "russian"
    title: qsTr("Endgame technique")
}
