// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Damas

// Asks before something starts a new game over a game in progress (one not over): ask() runs the
// action at once when there is none, else only once the player says yes.
Dialog {
    id: root

    required property GameController controller
    // What would start the new game, as a sentence ("Opening this game starts a new game.").
    property string reason
    property var pending: null
    // The box's width, which the text wraps to. The text's width is worked out from this rather
    // than from the popup's availableWidth: bound to the latter, the wrapped text's height fed
    // back into the dialog's implicitHeight while it opened (a binding loop).
    readonly property real boxWidth: Math.min(480, parent ? parent.width * 0.8 : 480)

    function ask(why, action) {
        if (!controller.active || controller.over) {
            action();
            return;
        }
        reason = why;
        pending = action;
        open();
    }

    objectName: "replaceDialog"
    anchors.centerIn: parent
    width: boxWidth
    modal: true
    Overlay.modal: Rectangle {
        color: Theme.scrim
    }
    title: qsTr("Replace the game in progress?")
    standardButtons: Dialog.Yes | Dialog.No
    onAccepted: {
        const action = pending;
        pending = null;
        if (action)
            action();
    }
    onRejected: pending = null

    Label {
        width: root.boxWidth - root.leftPadding - root.rightPadding
        text: root.reason + " " + qsTr("The game you are playing now will be replaced.")
        wrapMode: Text.WordWrap
    }
}
