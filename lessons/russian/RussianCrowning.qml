// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-crowning"
    variant: "russian"
    title: qsTr("Crowning in the middle of a capture")
}
