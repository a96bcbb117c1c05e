// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// One article, scrolled on its own: its title, its sections' headings (each reachable by id),
// its paragraphs and diagrams. Each article has its own view, so it keeps where the reader left
// it and never takes another article's scroll position.
Flickable {
    id: root

    required property Article article
    // A section to keep at the top while the article is laid out (showSection()).
    property string pendingSection

    signal practiseRequested(string variant, string fen, int side)
    signal lessonRequested(string lesson, int step)

    // The heading item of a section, or null.
    function headingOf(sectionId) {
        for (let i = 0; i < sectionRepeater.count; ++i) {
            const item = sectionRepeater.itemAt(i);
            if (item && item.section.sectionId === sectionId)
                return item;
        }
        return null;
    }
    function hasSection(sectionId) {
        return headingOf(sectionId) !== null;
    }
    // Brings a section's heading to the top (the title for an empty id), and keeps it there
    // while the paragraphs above it are still being laid out, until the reader scrolls.
    function showSection(sectionId) {
        pendingSection = sectionId;
        placePending();
    }
    function placePending() {
        const item = pendingSection.length > 0 ? headingOf(pendingSection) : null;
        if (!item)
            return;
        const y = item.mapToItem(contentItem, 0, 0).y;
        contentY = Math.max(0, Math.min(y, contentHeight - height));
    }

    // Scrolls just enough to show an item of the article (a control that takes the focus).
    function ensureVisible(item) {
        const top = item.mapToItem(contentItem, 0, 0).y;
        if (top < contentY)
            contentY = Math.max(0, top - Theme.spacing);
        else if (top + item.height > contentY + height)
            contentY = Math.min(contentHeight - height, top + item.height - height + Theme.spacing);
    }

    contentWidth: width
    contentHeight: column.implicitHeight + 2 * Theme.spacing
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    // Tab reaches the article itself: the arrow keys, Page Up/Down, Home and End then scroll it.
    activeFocusOnTab: true
    Accessible.role: Accessible.Document
    Accessible.name: article.title
    // In sight, so that how far the article goes shows.
    ScrollBar.vertical: ScrollBar {
        policy: Theme.barPolicy(root.height, root.contentHeight)
    }

    onContentHeightChanged: placePending()
    onHeightChanged: placePending()
    onMovementStarted: pendingSection = ""

    Keys.onPressed: event => {
        pendingSection = "";
        const page = height - 3 * Theme.spacing;
        let y = contentY;
        if (event.key === Qt.Key_PageDown)
            y += page;
        else if (event.key === Qt.Key_PageUp)
            y -= page;
        else if (event.key === Qt.Key_Down)
            y += 40;
        else if (event.key === Qt.Key_Up)
            y -= 40;
        else if (event.key === Qt.Key_Home)
            y = 0;
        else if (event.key === Qt.Key_End)
            y = contentHeight;
        else
            return;
        contentY = Math.max(0, Math.min(y, contentHeight - height));
        event.accepted = true;
    }

    // A button that takes the keyboard focus (Tab) is scrolled into view, its focus frame shown.
    Connections {
        function onActiveFocusItemChanged() {
            const item = root.Window.activeFocusItem;
            for (let p = item; p; p = p.parent) {
                if (p === column) {
                    root.pendingSection = "";
                    root.ensureVisible(item);
                    return;
                }
            }
        }

        target: root.Window.window
    }

    ColumnLayout {
        id: column

        width: Math.min(root.width - 2 * Theme.spacing, 860)
        x: (root.width - width) / 2
        y: Theme.spacing
        spacing: Theme.spacing

        Label {
            objectName: "articleTitle"
            Layout.fillWidth: true
            text: root.article.title
            font.pixelSize: 26
            font.bold: true
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Repeater {
            id: sectionRepeater

            model: root.article.sections
            delegate: ColumnLayout {
                id: sectionItem

                required property ArticleSection modelData
                readonly property ArticleSection section: modelData
                readonly property alias blocks: blockRepeater

                objectName: "section_" + modelData.sectionId
                Layout.fillWidth: true
                Layout.topMargin: modelData.level === 1 ? Theme.spacing : 0
                spacing: Theme.spacing * 0.75

                Label {
                    Layout.fillWidth: true
                    text: sectionItem.modelData.title
                    font.pixelSize: sectionItem.modelData.level === 1 ? 20 : 17
                    font.bold: true
                    color: sectionItem.modelData.level === 1 ? Theme.text : Theme.accent
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    id: blockRepeater

                    model: sectionItem.modelData.blocks
                    delegate: Loader {
                        id: block

                        required property QtObject modelData

                        Layout.fillWidth: true
                        // qmllint disable
                        sourceComponent: modelData.kind === "diagram" ? diagramComponent : textComponent
                        // qmllint enable
                    }
                }
            }
        }
    }

    // The focus frame, as the Learn page's cards draw it, over the visible part of the article.
    Rectangle {
        parent: root
        anchors.fill: parent
        z: 1
        visible: root.activeFocus
        color: "transparent"
        border.color: Theme.cursor
        border.width: 2
        radius: Theme.radius
    }

    Component {
        id: textComponent

        Label {
            id: paragraph

            // The Loader's block (qmllint cannot see the Loader's properties from here).
            // qmllint disable
            readonly property ArticleText block: parent.modelData
            // qmllint enable
            objectName: "articleText"
            text: block.shown
            // A list item hangs from its bullet.
            leftPadding: block.bullet ? 2 * Theme.spacing : 0
            color: Theme.text
            wrapMode: Text.WordWrap
            lineHeight: 1.15

            Label {
                x: Theme.spacing * 0.75
                y: paragraph.topPadding
                visible: paragraph.block.bullet
                text: "•"
                color: Theme.accent
                font: paragraph.font
            }
        }
    }
    Component {
        id: diagramComponent

        DiagramView {
            // The Loader's diagram and the view's ids (qmllint cannot see them from here).
            // qmllint disable
            diagram: parent.modelData
            articleVariant: root.article.variant
            // The text keeps its readable measure (the column's 860 pixels) on a large window;
            // the diagrams grow with the view's height instead, 250 to 400 pixels.
            boardSide: Math.round(Math.max(250, Math.min(400, root.height * 0.3)))
            // qmllint enable
            onPractiseRequested: (variant, fen, side) => root.practiseRequested(variant, fen, side)
            onLessonRequested: (lesson, step) => root.lessonRequested(lesson, step)
        }
    }
}
