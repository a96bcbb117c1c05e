// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

Lesson {
    lessonId: "russian-forced-captures"
    variant: "russian"
    title: qsTr("Forced captures")
}
