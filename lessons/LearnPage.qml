// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas
import Damas.Lessons

// The courses: one per variant, its lessons in order with how far the learner has got, and a
// button that goes on where they left off.
Page {
    id: root

    property string variant: Preferences.variant
    readonly property alias course: courseModel
    // Text grows with the window, as on the lesson page: on a large screen the list is not a
    // band of small print across it.
    readonly property real textScale: Math.max(1, Math.min(1.6, Math.min(width / 1280, height / 800)))

    signal backRequested
    signal lessonRequested(Lesson lesson, int step)
    // The rules pages at a section (empty: the variant's How to play).
    signal rulesRequested(string variant, string section)

    function openRow(row) {
        const lesson = courseModel.lessonAt(row);
        if (!lesson)
            return;
        const steps = lesson.steps.length;
        const resume = LessonProgress.resumeStep(lesson.lessonId);
        const done = LessonProgress.doneCount(lesson.lessonId) >= steps;
        lessonRequested(lesson, done ? 0 : Math.min(resume, steps - 1));
    }

    objectName: "learnPage"
    title: qsTr("Learn")
    font.pixelSize: Math.round(14 * textScale)
    background: Rectangle {
        color: Theme.window
    }
    header: ToolBar {
        implicitHeight: Math.round(48 * root.textScale)
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            anchors.fill: parent
            anchors.margins: 6
            ToolButton {
                text: qsTr("‹ Home")
                onClicked: root.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Learn")
                font.pixelSize: Math.round(20 * root.textScale)
                font.bold: true
                color: Theme.text
            }
            LanguageBox {
            }
        }
    }

    CourseModel {
        id: courseModel

        variant: root.variant
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        TabBar {
            Layout.fillWidth: true
            Repeater {
                model: {
                    Language.current;
                    return VariantCatalog.variants();
                }
                delegate: TabButton {
                    required property var modelData

                    objectName: "tab_" + modelData.id
                    text: modelData.name
                    // qmllint disable unqualified
                    checked: root.variant === modelData.id
                    onClicked: root.variant = modelData.id
                    // qmllint enable unqualified
                }
            }
        }
        Label {
            Layout.fillWidth: true
            visible: text.length > 0
            text: LessonProgress.problem
            color: Theme.problem
            wrapMode: Text.WordWrap
        }
        // No course for this variant yet.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !courseModel.available
            spacing: Theme.spacing
            Label {
                Layout.fillWidth: true
                text: qsTr("The lessons of this variant are still being written. Its rules page explains how it is played.")
                color: Theme.mutedText
                wrapMode: Text.WordWrap
            }
            Button {
                text: qsTr("Read the rules")
                onClicked: root.rulesRequested(root.variant, "")
            }
            Item {
                Layout.fillHeight: true
            }
        }
        RowLayout {
            Layout.fillWidth: true
            visible: courseModel.available
            spacing: Theme.spacing
            Label {
                Layout.fillWidth: true
                text: courseModel.doneCount >= courseModel.stepCount ? qsTr("Course complete: %1 lessons.").arg(lessonList.count) : qsTr("%1 of %2 steps done in %3 lessons.").arg(courseModel.doneCount).arg(courseModel.stepCount).arg(lessonList.count)
                color: Theme.mutedText
                wrapMode: Text.WordWrap
            }
            Button {
                objectName: "continueLessonButton"
                visible: courseModel.resumeRow >= 0
                highlighted: true
                text: courseModel.doneCount > 0 ? qsTr("Continue: %1").arg(courseModel.lessonAt(courseModel.resumeRow) ? courseModel.lessonAt(courseModel.resumeRow).title : "") : qsTr("Start the course")
                onClicked: root.openRow(courseModel.resumeRow)
            }
        }
        ListView {
            id: lessonList

            objectName: "lessonList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: courseModel.available
            clip: true
            spacing: Theme.spacing * 0.5
            model: courseModel
            boundsBehavior: Flickable.StopAtBounds
            keyNavigationEnabled: true
            // In sight while the window hides some of the lessons.
            ScrollBar.vertical: ScrollBar {
                policy: Theme.barPolicy(lessonList.height, lessonList.contentHeight)
            }

            delegate: ItemDelegate {
                id: card

                required property int index
                required property string lessonId
                required property string title
                required property string summary
                required property int stepCount
                required property int doneCount
                required property Lesson lesson
                readonly property bool finished: stepCount > 0 && doneCount >= stepCount
                readonly property string progressText: qsTr("%1 of %2 steps")
                    .arg(Math.min(doneCount, stepCount)).arg(stepCount)

                objectName: "lesson_" + lessonId
                width: ListView.view.width
                padding: Theme.spacing
                Accessible.name: title
                Accessible.description: summary + " " + progressText
                onClicked: root.openRow(index)
                contentItem: RowLayout {
                    spacing: Theme.spacing
                    Rectangle {
                        implicitWidth: Math.round(36 * root.textScale)
                        implicitHeight: implicitWidth
                        radius: implicitWidth / 2
                        color: card.finished ? Theme.calm : Theme.window
                        border.color: card.finished ? Theme.calm : Theme.panelBorder
                        Label {
                            anchors.centerIn: parent
                            text: card.finished ? "✓" : card.index + 1
                            font.bold: true
                            color: card.finished ? Theme.accentText : Theme.text
                        }
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Label {
                            Layout.fillWidth: true
                            objectName: "lessonTitle"
                            text: card.title
                            font.pixelSize: Math.round(17 * root.textScale)
                            font.bold: true
                            color: Theme.text
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: text.length > 0
                            text: card.summary
                            color: Theme.mutedText
                            wrapMode: Text.WordWrap
                        }
                    }
                    ToolButton {
                        objectName: "rulesButton_" + card.lessonId
                        visible: card.lesson.rulesSection.length > 0
                        text: qsTr("Rules")
                        Accessible.description: qsTr("The rules this lesson teaches")
                        onClicked: root.rulesRequested(root.variant, card.lesson.rulesSection)
                    }
                    ColumnLayout {
                        Layout.fillWidth: false
                        Layout.preferredWidth: Math.round(130 * root.textScale)
                        Layout.maximumWidth: Math.round(130 * root.textScale)
                        spacing: 4
                        Label {
                            Layout.alignment: Qt.AlignRight
                            text: card.progressText
                            color: Theme.mutedText
                            font.pixelSize: Math.round(12 * root.textScale)
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            implicitHeight: 6
                            radius: 3
                            color: Theme.panelBorder
                            Rectangle {
                                width: parent.width * Math.min(1, card.doneCount / Math.max(1, card.stepCount))
                                height: parent.height
                                radius: 3
                                color: Theme.calm
                            }
                        }
                    }
                }
                background: Rectangle {
                    radius: Theme.radius
                    color: card.hovered ? Theme.window : Theme.panel
                    border.color: card.visualFocus ? Theme.cursor : Theme.panelBorder
                    border.width: card.visualFocus ? 2 : 1
                }
            }
        }
    }
}
