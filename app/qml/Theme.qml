// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick

// Colours and measures shared by every page.
QtObject {
    readonly property color window: "#f6f1e7"
    readonly property color panel: "#fffdf8"
    readonly property color panelBorder: "#e2d8c4"
    readonly property color text: "#2b2520"
    readonly property color mutedText: "#6f655a"
    readonly property color accent: "#8a4b1f"
    readonly property color accentText: "#ffffff"
    readonly property color lightSquare: "#efdcb6"
    readonly property color darkSquare: "#a2703f"
    readonly property color boardFrame: "#5a3a1e"
    readonly property color coordinate: "#f3e6cc"
    readonly property color lastMove: "#d8b04a"
    readonly property color picked: "#ffe27a"
    readonly property color target: "#fff4c2"
    readonly property color hint: "#6fc3ff"
    // A lesson's marks: highlighted squares and arrows.
    readonly property color highlight: "#3fb0a0"
    readonly property color arrow: "#2fa56a"
    readonly property color cursor: "#2f7de1"
    // The pieces that must capture.
    readonly property color capture: "#ff6a2b"
    readonly property color calm: "#4c9a5b"
    readonly property color warning: "#e0a030"
    readonly property color critical: "#cc3b2f"
    readonly property color problem: "#a23224"
    readonly property int spacing: 12
    readonly property int radius: 8
    readonly property int moveStepMs: 170
}
