// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas
import Damas.Lessons

// A lesson, step by step, on the play page's board: the step's text beside the board, what the
// learner's last action meant, the controls of the step's kind (forward and back through a
// sequence, "I have found them all", the goal of a play-out), the draw counts where the step is
// about them, and back, "Show me", "Try again" and next.
Page {
    id: root

    required property Lesson lesson
    property int startStep: 0
    // For tests: a scripted computer instead of the engine.
    property Opponent opponent: null
    readonly property alias controller: lessonController
    readonly property LessonStep step: lessonController.step
    readonly property int kind: step ? step.kind : LessonStep.Read

    signal backRequested
    signal practiseRequested(string variant, string fen, var moves, int side)
    signal startGameRequested(string variant)
    // The rules pages at the section this lesson teaches.
    signal rulesRequested(string variant, string section)
    signal lessonFinished

    function goalText() {
        if (!step || kind !== LessonStep.PlayOut)
            return "";
        const n = step.moveLimit;
        switch (step.goal) {
        case LessonStep.Win:
            return n > 0 ? qsTr("Goal: win within %n move(s).", "", n) : qsTr("Goal: win.");
        case LessonStep.Crown:
            return n > 0 ? qsTr("Goal: crown a man within %n move(s).", "", n) : qsTr("Goal: crown a man.");
        case LessonStep.CaptureAll:
            return n > 0 ? qsTr("Goal: take every piece within %n move(s).", "", n) : qsTr("Goal: take every piece.");
        case LessonStep.HoldDraw:
            return n > 0 ? qsTr("Goal: do not lose for %n move(s).", "", n) : qsTr("Goal: hold the draw until a count or a repetition ends the game.");
        }
        return "";
    }

    objectName: "lessonPage"
    title: lesson ? lesson.title : ""
    // Text grows with the window, so a large screen is not a huge board beside small print.
    font.pixelSize: Math.round(14 * Math.max(1, Math.min(1.6, Math.min(width / 1280, height / 800))))
    background: Rectangle {
        color: Theme.window
    }
    header: ToolBar {
        // Taller where the page's font grows with the window, so the language box keeps its
        // accents and descenders.
        implicitHeight: Math.max(48, headerRow.implicitHeight + 12)
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            id: headerRow

            anchors.fill: parent
            anchors.margins: 6
            ToolButton {
                objectName: "lessonsButton"
                text: qsTr("‹ Lessons")
                onClicked: root.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: root.lesson ? root.lesson.title : ""
                font.pixelSize: Math.round(root.font.pixelSize * 1.45)
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            ToolButton {
                objectName: "rulesButton"
                visible: root.lesson !== null && root.lesson.rulesSection.length > 0
                text: qsTr("Rules")
                onClicked: root.rulesRequested(root.lesson.variant, root.lesson.rulesSection)
            }
            ToolButton {
                objectName: "practiseButton"
                text: qsTr("Practise against the computer")
                enabled: lessonController.startFen.length > 0
                onClicked: root.practiseRequested(lessonController.variant, lessonController.startFen, lessonController.playedMoves, lessonController.sideToMove)
            }
            LanguageBox {
            }
        }
    }

    // The keyboard: Page Down / Page Up for the next and previous step, Ctrl+Right / Ctrl+Left
    // through a sequence (the arrow keys alone move the board's cursor). Qt 6.4's linter does
    // not know the StandardKey enum.
    // qmllint disable unqualified
    Shortcut {
        sequences: [StandardKey.MoveToNextPage]
        onActivated: lessonController.next()
    }
    Shortcut {
        sequences: [StandardKey.MoveToPreviousPage]
        onActivated: lessonController.back()
    }
    // qmllint enable unqualified
    Shortcut {
        sequence: "Ctrl+Right"
        enabled: root.kind === LessonStep.Watch
        onActivated: lessonController.watchForward()
    }
    Shortcut {
        sequence: "Ctrl+Left"
        enabled: root.kind === LessonStep.Watch
        onActivated: lessonController.watchBack()
    }
    LessonController {
        id: lessonController

        lesson: root.lesson
        stepIndex: root.startStep
        recordProgress: !Startup.quiet
        onLessonFinished: root.lessonFinished()
    }
    Binding {
        target: lessonController
        property: "opponent"
        value: root.opponent
        when: root.opponent !== null
    }
    Component.onCompleted: {
        if (root.lesson)
            LessonProgress.setLastLesson(root.lesson.variant, root.lesson.lessonId);
        board.forceActiveFocus();
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        Board {
            id: board

            objectName: "lessonBoard"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumWidth: 240
            model: lessonController.board
            input: lessonController
            animations: Preferences.animations && !Startup.screenshot
            showTargets: Preferences.showTargets
            focus: true
        }

        ColumnLayout {
            Layout.fillHeight: true
            Layout.preferredWidth: Math.max(300, root.width * 0.36)
            Layout.maximumWidth: Math.max(300, root.width * 0.36)
            spacing: Theme.spacing

            Pane {
                Layout.fillWidth: true
                Layout.fillHeight: true
                padding: Theme.spacing
                background: Rectangle {
                    color: Theme.panel
                    border.color: Theme.panelBorder
                    radius: Theme.radius
                }

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing * 0.75

                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Step %1 of %2").arg(lessonController.stepIndex + 1).arg(lessonController.stepCount)
                            color: Theme.mutedText
                            font.bold: true
                        }
                        // One dot per step: green solved, amber seen, hollow to do.
                        Repeater {
                            model: lessonController.stepCount
                            delegate: Rectangle {
                                required property int index
                                readonly property int state: {
                                    lessonController.stepProgress;
                                    return LessonProgress.stepState(root.lesson ? root.lesson.lessonId : "", index);
                                }

                                implicitWidth: index === lessonController.stepIndex ? 12 : 9
                                implicitHeight: implicitWidth
                                radius: width / 2
                                color: state === LessonProgress.Solved ? Theme.calm : state === LessonProgress.Seen ? Theme.warning : "transparent"
                                border.color: index === lessonController.stepIndex ? Theme.accent : Theme.mutedText
                                border.width: index === lessonController.stepIndex ? 2 : 1
                                Accessible.ignored: true
                            }
                        }
                    }
                    // Brings a label below the step's text into view once it is laid out.
                    Timer {
                        id: revealTimer

                        property Label label: null

                        interval: 30
                        onTriggered: {
                            if (!label || !label.visible || label.text.length === 0)
                                return;
                            const view = textScroll.contentItem;
                            const bottom = label.y + label.height;
                            if (bottom > view.contentY + view.height)
                                view.contentY = Math.min(bottom, view.contentHeight) - view.height;
                        }
                    }
                    Connections {
                        target: lessonController
                        function onStepChanged() {
                            textScroll.contentItem.contentY = 0;
                        }
                    }
                    // On a low window the text scrolls: its bar stays in sight while part of it
                    // is hidden, and a watched move's note or the answer to the learner's move,
                    // written below the step's text, is scrolled into view when it comes.
                    ScrollView {
                        id: textScroll

                        readonly property bool cut: availableHeight > 0 && contentHeight > availableHeight + 1

                        function revealLater(label) {
                            revealTimer.label = label;
                            revealTimer.restart();
                        }

                        objectName: "textScroll"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        contentWidth: availableWidth
                        clip: true
                        ScrollBar.vertical.policy: cut ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

                        ColumnLayout {
                            // Clear of the bar when it shows (narrower, the text only grows, so
                            // the bar does not come and go).
                            width: textScroll.availableWidth - (textScroll.cut ? textScroll.ScrollBar.vertical.width : 0)
                            spacing: Theme.spacing * 0.75

                            Label {
                                objectName: "stepText"
                                Layout.fillWidth: true
                                text: root.step ? root.step.text : ""
                                color: Theme.text
                                font.pixelSize: Math.round(root.font.pixelSize * 1.15)
                                lineHeight: 1.15
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                objectName: "sideText"
                                Layout.fillWidth: true
                                visible: root.kind === LessonStep.Move || root.kind === LessonStep.ChoosePath || root.kind === LessonStep.PlayOut
                                text: lessonController.learnerSide === 0 ? qsTr("You play White.") : qsTr("You play Black.")
                                color: Theme.mutedText
                            }
                            Label {
                                objectName: "goalText"
                                Layout.fillWidth: true
                                visible: text.length > 0
                                text: root.goalText() + (lessonController.movesLeft >= 0 ? " " + qsTr("%n move(s) left.", "", lessonController.movesLeft) : "")
                                color: Theme.accent
                                font.bold: true
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                id: noteLabel

                                objectName: "noteText"
                                Layout.fillWidth: true
                                visible: root.kind === LessonStep.Watch && lessonController.watchIndex > 0
                                text: qsTr("%1. %2").arg(lessonController.lastMoveText).arg(lessonController.note)
                                color: Theme.text
                                font.italic: true
                                wrapMode: Text.WordWrap
                                onTextChanged: textScroll.revealLater(noteLabel)
                            }
                            Label {
                                id: feedbackLabel

                                objectName: "feedback"
                                Layout.fillWidth: true
                                visible: text.length > 0
                                text: lessonController.thinking ? qsTr("The computer is thinking…") : lessonController.feedback
                                color: lessonController.feedbackIsProblem ? Theme.problem : Theme.calm
                                font.bold: true
                                wrapMode: Text.WordWrap
                                onTextChanged: textScroll.revealLater(feedbackLabel)
                            }
                        }
                    }

                    // The controls of the step's kind.
                    RowLayout {
                        Layout.fillWidth: true
                        visible: root.kind === LessonStep.Watch
                        Button {
                            objectName: "watchBackButton"
                            text: "◀"
                            Accessible.name: qsTr("Previous move")
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            ToolTip.text: qsTr("Previous move (Ctrl+Left)")
                            enabled: lessonController.watchIndex > 0
                            onClicked: lessonController.watchBack()
                        }
                        Label {
                            Layout.fillWidth: true
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("Move %1 of %2").arg(lessonController.watchIndex).arg(lessonController.watchCount)
                            color: Theme.mutedText
                        }
                        Button {
                            objectName: "watchForwardButton"
                            text: "▶"
                            Accessible.name: qsTr("Next move")
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            ToolTip.text: qsTr("Next move (Ctrl+Right)")
                            highlighted: lessonController.watchIndex < lessonController.watchCount
                            enabled: lessonController.watchIndex < lessonController.watchCount
                            onClicked: lessonController.watchForward()
                        }
                    }
                    Button {
                        objectName: "foundAllButton"
                        Layout.fillWidth: true
                        visible: root.kind === LessonStep.FindCaptures
                        enabled: lessonController.state === LessonController.Waiting
                        text: qsTr("I have found them all (%1 so far)").arg(lessonController.foundCount)
                        onClicked: lessonController.finishFinding()
                    }
                    // A move may be typed as well as clicked, as on the play page.
                    TextField {
                        id: lessonMoveField

                        objectName: "lessonMoveField"
                        Layout.fillWidth: true
                        visible: root.kind === LessonStep.Move || root.kind === LessonStep.ChoosePath || root.kind === LessonStep.PlayOut
                        enabled: lessonController.state === LessonController.Waiting && lessonController.sideToMove === lessonController.learnerSide
                        placeholderText: qsTr("Type a move, e.g. %1").arg(lessonController.board.numericNotation ? "32-28" : "c3-d4")
                        Accessible.name: qsTr("Type a move")
                        selectByMouse: true
                        onAccepted: {
                            if (lessonController.enterMove(text).length === 0)
                                clear();
                        }
                        Connections {
                            target: lessonController
                            function onStepChanged() {
                                lessonMoveField.clear();
                            }
                        }
                    }
                    Button {
                        objectName: "startGameButton"
                        Layout.fillWidth: true
                        visible: root.kind === LessonStep.StartGame
                        highlighted: true
                        text: qsTr("Play a game with these rules")
                        onClicked: root.startGameRequested(lessonController.variant)
                    }
                }
            }

            CounterPanel {
                objectName: "lessonCounters"
                Layout.fillWidth: true
                visible: root.step !== null && root.step.showCounts
                counters: lessonController.counters
            }

            GridLayout {
                Layout.fillWidth: true
                // Two rows of two where four buttons would not fit their words.
                columns: 4 * Math.max(backButton.implicitWidth, showMeButton.implicitWidth, retryButton.implicitWidth, nextButton.implicitWidth) + 3 * columnSpacing > width ? 2 : 4
                columnSpacing: 6
                rowSpacing: 6
                Button {
                    id: backButton

                    objectName: "backButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: qsTr("‹ Back")
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Previous step (Page Up)")
                    enabled: lessonController.stepIndex > 0
                    onClicked: lessonController.back()
                }
                Button {
                    id: showMeButton

                    objectName: "showMeButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: qsTr("Show me")
                    enabled: lessonController.canShowMe
                    onClicked: lessonController.showMe()
                }
                Button {
                    id: retryButton

                    objectName: "retryButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: qsTr("Try again")
                    enabled: lessonController.canRetry
                    onClicked: lessonController.retry()
                }
                Button {
                    id: nextButton

                    objectName: "nextButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    highlighted: lessonController.stepProgress !== LessonProgress.NotDone
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Next step (Page Down)")
                    text: lessonController.stepIndex + 1 < lessonController.stepCount ? qsTr("Next ›") : qsTr("Finish")
                    onClicked: lessonController.next()
                }
            }
        }
    }
}
