// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-kings"
    variant: "russian"
    title: qsTr("Flying kings")
}
