// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-counts"
    variant: "russian"
    title: qsTr("The Russian counts")
}
