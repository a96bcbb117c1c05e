// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-men"
    variant: "russian"
    title: qsTr("Men: moving forward")
}
