// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-game-end"
    variant: "russian"
    title: qsTr("How the game ends")
}
