// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-captures"
    variant: "russian"
    title: qsTr("Captures")
}
