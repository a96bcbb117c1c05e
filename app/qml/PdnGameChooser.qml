// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The games of a PDN file to choose one from: players, event, date, result and length of each,
// filling in as the file is read (on a thread of its own, with its progress), and the games that
// could not be read with where and why. The game picked is replayed at once, so what keeps it
// from opening, or where it stops short, is said before it replaces anything. `chosen` gives the
// row of the game to open.
Dialog {
    id: root

    readonly property alias games: collection
    // The variant of a game whose file does not say (the game in progress, the one chosen).
    property string variant: ""
    // The picked game's check (PdnCollection.check): whether it opens, and what to know first.
    readonly property var picked: list.currentIndex >= 0 ? collection.check(list.currentIndex, variant) : ({
            "opens": false,
            "problem": ""
        })

    signal chosen(int row)

    function show(url) {
        list.currentIndex = -1;
        collection.load(url);
        open();
    }
    function openCurrent() {
        if (list.currentIndex < 0 || !picked.opens)
            return;
        const row = list.currentIndex;
        close();
        chosen(row);
    }

    objectName: "pdnChooser"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width * 0.9 : 760, 760)
    height: parent ? parent.height * 0.88 : 560
    modal: true
    Overlay.modal: Rectangle {
        color: Theme.scrim
    }
    title: qsTr("Games in %1").arg(collection.fileName)
    onOpened: list.forceActiveFocus()

    PdnCollection {
        id: collection
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2

        RowLayout {
            Layout.fillWidth: true
            visible: collection.loading
            ProgressBar {
                objectName: "readingProgress"
                Layout.fillWidth: true
                from: 0
                to: 1
                value: collection.progress
            }
            Label {
                text: qsTr("Reading… games so far: %1").arg(collection.count)
                color: Theme.mutedText
            }
        }
        Label {
            objectName: "countLabel"
            Layout.fillWidth: true
            visible: !collection.loading && collection.count > 0
            text: collection.unreadable.length > 0 ? qsTr("Games that can be opened: %1; games that cannot be read: %2 (listed below).").arg(collection.count).arg(collection.unreadable.length) : collection.count === 1 ? qsTr("One game in this file.") : qsTr("%1 games. Choose one to open.").arg(collection.count)
            wrapMode: Text.WordWrap
            color: Theme.mutedText
        }
        Label {
            objectName: "fileError"
            Layout.fillWidth: true
            visible: text.length > 0
            text: collection.error
            color: Theme.problem
            wrapMode: Text.WordWrap
        }
        ListView {
            id: list

            objectName: "gameList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: collection
            currentIndex: -1
            keyNavigationEnabled: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Keys.onReturnPressed: root.openCurrent()
            Keys.onEnterPressed: root.openCurrent()
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Games in the file")

            delegate: ItemDelegate {
                id: row

                required property int index
                required property int number
                required property string white
                required property string black
                required property string event
                required property string date
                required property string result
                required property int moves
                readonly property string players: qsTr("%1. %2 – %3").arg(number).arg(white.length > 0 ? white : qsTr("White not named")).arg(black.length > 0 ? black : qsTr("Black not named"))
                readonly property string details: {
                    let parts = event.length > 0 ? event + " · " : "";
                    if (date.length > 0)
                        parts += date + " · ";
                    parts += result.length > 0 ? qsTr("result %1").arg(result) : qsTr("no result");
                    return parts + " · " + qsTr("moves: %1").arg(moves);
                }

                width: ListView.view.width
                highlighted: ListView.isCurrentItem
                onClicked: ListView.view.currentIndex = index
                onDoubleClicked: {
                    ListView.view.currentIndex = index;
                    root.openCurrent();
                }
                Accessible.name: players + ", " + details
                contentItem: ColumnLayout {
                    spacing: 2
                    Label {
                        Layout.fillWidth: true
                        text: row.players
                        font.bold: true
                        elide: Text.ElideRight
                        color: row.highlighted ? Theme.accentText : Theme.text
                    }
                    Label {
                        Layout.fillWidth: true
                        text: row.details
                        elide: Text.ElideRight
                        color: row.highlighted ? Theme.accentText : Theme.mutedText
                    }
                }
                background: Rectangle {
                    color: row.highlighted ? Theme.accent : (row.index % 2 ? Theme.window : Theme.panel)
                }
            }
        }
        Label {
            objectName: "pickedProblem"
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.picked.problem
            color: root.picked.opens ? Theme.text : Theme.problem
            font.bold: !root.picked.opens
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            visible: collection.unreadable.length > 0
            text: qsTr("Games that could not be read:")
            font.bold: true
            color: Theme.problem
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(unreadableText.implicitHeight, root.height * 0.2)
            visible: collection.unreadable.length > 0
            clip: true
            Label {
                id: unreadableText

                objectName: "unreadableList"
                width: root.availableWidth
                text: collection.unreadableText
                wrapMode: Text.WordWrap
                color: Theme.problem
            }
        }
    }

    footer: RowLayout {
        spacing: Theme.spacing / 2
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "openGameButton"
            Layout.bottomMargin: Theme.spacing
            text: qsTr("Open this game")
            enabled: list.currentIndex >= 0 && root.picked.opens
            onClicked: root.openCurrent()
        }
        Button {
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            text: qsTr("Cancel")
            onClicked: root.close()
        }
    }
}
