// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-repetition"
    variant: "russian"
    title: qsTr("Repetition")
}
