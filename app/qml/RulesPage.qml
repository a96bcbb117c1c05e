// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The rules as articles a learner reads from top to bottom: how to play each variant, the
// draws and endgames (every count the referee applies), and the notation of the four variants
// side by side. The list on the left switches articles; each article keeps its own scroll
// position, and opens at its title the first time.
Page {
    id: root

    // The variant whose "How to play" opens first.
    property string variant: Preferences.variant
    // A section to open at (a count's rule id, a lesson's section), empty for none.
    property string section
    property int current: 0
    readonly property list<Article> articles: [
        RussianArticle {
        },
        AmericanArticle {
        },
        BrazilianArticle {
        },
        InternationalArticle {
        },
        DrawsArticle {
        },
        NotationArticle {
        }
    ]

    signal backRequested
    signal practiseRequested(string variant, string fen, int side)
    signal lessonRequested(string lesson, int step)

    // The index of the article that holds a section (or is that article), -1 for none.
    function articleOf(sectionId) {
        for (let i = 0; i < articles.length; ++i) {
            const sections = articles[i].sections;
            if (articles[i].articleId === sectionId)
                return i;
            for (let j = 0; j < sections.length; ++j) {
                if (sections[j].sectionId === sectionId)
                    return i;
            }
        }
        return -1;
    }
    function articleIndex(articleId) {
        for (let i = 0; i < articles.length; ++i) {
            if (articles[i].articleId === articleId)
                return i;
        }
        return -1;
    }
    // Opens the article holding `sectionId` at that section, or `variant`'s How to play.
    function open(variant, sectionId) {
        const byId = sectionId.length > 0 ? articleOf(sectionId) : -1;
        const atTitle = byId >= 0 && articles[byId].articleId === sectionId;
        if (sectionId.length > 0 && byId < 0)
            console.warn("damas: no rules section", sectionId);
        const index = byId >= 0 ? byId : Math.max(0, articleIndex(variant));
        current = index;
        const view = views.itemAt(index);
        view.active = true;
        if (byId >= 0 && !atTitle)
            view.item.showSection(sectionId);
    }
    // The view of an article (for the tests), null until it has been opened.
    function viewOf(index) {
        const loader = views.itemAt(index);
        // qmllint disable
        return loader ? loader.item : null;
    // qmllint enable
    }

    objectName: "rulesPage"
    title: qsTr("Rules")
    background: Rectangle {
        color: Theme.window
    }
    header: ToolBar {
        implicitHeight: 48
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            anchors.fill: parent
            anchors.margins: 6
            ToolButton {
                text: qsTr("‹ Back")
                onClicked: root.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Rules")
                font.pixelSize: 20
                font.bold: true
                color: Theme.text
            }
            LanguageBox {
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        ColumnLayout {
            id: contents

            Layout.alignment: Qt.AlignTop
            Layout.fillWidth: false
            Layout.preferredWidth: Math.min(240, root.width * 0.24)
            Layout.maximumWidth: Layout.preferredWidth
            spacing: 2

            Label {
                text: qsTr("How to play")
                font.bold: true
                color: Theme.mutedText
            }
            Repeater {
                model: root.articles
                delegate: ItemDelegate {
                    required property Article modelData
                    required property int index

                    objectName: "articleButton_" + modelData.articleId
                    Layout.fillWidth: true
                    // A gap between the How to play articles and the others.
                    // qmllint disable unqualified
                    Layout.topMargin: index > 0 && modelData.variant === "" && root.articles[index - 1].variant !== "" ? Theme.spacing : 0
                    text: modelData.shortTitle
                    highlighted: root.current === index
                    focusPolicy: Qt.StrongFocus
                    onClicked: {
                        root.current = index;
                        views.itemAt(index).active = true;
                    }
                    // qmllint enable unqualified
                }
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: root.current

            Repeater {
                id: views

                model: root.articles
                // Each article's view is made the first time it is shown and then kept, with
                // its scroll position.
                delegate: Loader {
                    id: view

                    required property Article modelData
                    required property int index

                    active: false
                    // qmllint disable unqualified
                    sourceComponent: ArticleView {
                        article: view.modelData
                        onPractiseRequested: (variant, fen, side) => root.practiseRequested(variant, fen, side)
                        onLessonRequested: (lesson, step) => root.lessonRequested(lesson, step)
                    }
                    // qmllint enable unqualified
                }
            }
        }
    }

    Component.onCompleted: open(variant, section)
}
