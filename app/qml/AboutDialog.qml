// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The About box of the home page: the version, the licence, and the rule books the variants
// follow, each with the edition it was read from.
Dialog {
    id: root

    // The window is too low for the whole box.
    readonly property bool cut: parent !== null && implicitHeight > parent.height - 2 * Theme.spacing

    objectName: "aboutDialog"
    title: qsTr("About Damas")
    modal: true
    Overlay.modal: Rectangle {
        color: Theme.scrim
    }
    standardButtons: Dialog.Close
    // Over the whole window, centred, whatever page item opens it.
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 560, 560)
    height: Math.min(parent ? parent.height - 2 * Theme.spacing : implicitHeight, implicitHeight)

    ScrollView {
        id: scroll

        objectName: "aboutScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true
        // In sight while the window hides part of the text, which then keeps clear of it, and off
        // while the box holds all of it. Asked of the box's own height, not of the view's: as the
        // box opens, its text wraps to the box's width a layout pass before the box grows to it,
        // and the view's "content taller than me" of that moment flashed the bar.
        ScrollBar.vertical.policy: root.cut ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff

        ColumnLayout {
            width: scroll.availableWidth - (scroll.ScrollBar.vertical.policy === ScrollBar.AlwaysOn ? scroll.ScrollBar.vertical.width : 0)
            spacing: Theme.spacing

            RowLayout {
                spacing: Theme.spacing
                Image {
                    source: "qrc:/damas/icons/damas.svg"
                    sourceSize.width: 56
                    sourceSize.height: 56
                    Accessible.ignored: true
                }
                ColumnLayout {
                    Label {
                        text: "Damas"
                        font.pixelSize: 28
                        font.bold: true
                        color: Theme.text
                    }
                    Label {
                        objectName: "aboutVersion"
                        text: qsTr("Version %1").arg(About.version)
                        color: Theme.mutedText
                    }
                }
            }
            Label {
                objectName: "aboutLicence"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.text
                text: qsTr("Free software: you may share and change it under the GNU General Public License, version 3 or any later version (%1).").arg(About.licence)
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("The rules followed")
                font.bold: true
                color: Theme.text
            }
            Repeater {
                objectName: "ruleBooks"
                // Editions, with where each was found, in docs/rules-checklist.md ("The rule
                // books"); the Brazilian federations' text of the CBD's rules carries no date.
                model: [qsTr("American checkers: the Rules of Draughts (Checkers) of the WCDF (World Checkers Draughts Federation), as revised in 2008."), qsTr("Brazilian draughts: the official rules of the CBD (Confederação Brasileira de Damas), in the numbered text the Brazilian federations publish, “Regras Oficiais do Jogo de Damas 64 casas e 100 casas”: undated, read in the copy posted at rodrygoruyz.blogspot.com on 22 April 2010."), qsTr("International draughts: the official rules of the FMJD (Fédération Mondiale du Jeu de Dames), Annex 1, version of May 2011."), qsTr("Russian draughts: the rules of the sport of draughts of the Draughts Federation of Russia, edition of 2022.")]
                delegate: Label {
                    required property string modelData

                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    text: "• " + modelData
                }
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                text: qsTr("The draw counts of each book end a game by themselves; the Rules page explains them. Running on Qt %1.").arg(About.qtVersion)
            }
        }
    }
}
