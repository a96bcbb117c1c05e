// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-play"
    variant: "russian"
    title: qsTr("Play a game with these rules")
}
