// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The About box of the home page: the version, the licence, and the rule books the variants
// follow, each with the edition it was read from.
Dialog {
    id: root

    objectName: "aboutDialog"
    title: qsTr("About Damas")
    modal: true
    standardButtons: Dialog.Close
    // Over the whole window, centred, whatever page item opens it.
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 560, 560)
    height: Math.min(parent ? parent.height - 2 * Theme.spacing : implicitHeight, implicitHeight)

    ScrollView {
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: parent.width
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
                // Editions: the Russian rules as the source texts name them ("reglas rusas de
                // 2022"); FMJD Annex 1 as fmjd.org lists it ("Version may 2011"). The WCDF and CBD
                // texts the variants were specified from carry no date.
                model: [qsTr("American checkers: the Rules of Draughts of the WCDF (World Checkers Draughts Federation)."), qsTr("Brazilian draughts: the official rules of the CBD (Confederação Brasileira de Damas)."), qsTr("International draughts: the official rules of the FMJD (Fédération Mondiale du Jeu de Dames), Annex 1, version of May 2011."), qsTr("Russian draughts: the Russian draughts rules of 2022.")]
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
