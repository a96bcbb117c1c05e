// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import Damas.Lessons
import DamasTest

/*
 * The rules pages: every article rendered in every language, with no placeholder left empty or
 * unfilled, no paragraph, heading or caption left in English, and no diagram whose FEN or marks
 * the engine refuses; every lesson an article links to exists (with the step a diagram names),
 * and every lesson links to a section that exists; docs/rules-checklist.md names only sections
 * that exist; each article keeps its own scroll position and opens at a section on request.
 */
Item {
    id: root

    width: 1024
    height: 640

    RulesPage {
        id: page

        anchors.fill: parent
    }
    CourseModel {
        id: course
    }
    SignalSpy {
        id: practiseSpy

        target: page
        signalName: "practiseRequested"
    }
    SignalSpy {
        id: lessonSpy

        target: page
        signalName: "lessonRequested"
    }

    TestCase {
        name: "Rules"
        when: windowShown

        function cleanup() {
            Language.current = "en";
        }

        // The highest %N of a template: how many arguments it takes.
        function placeholders(text) {
            let n = 0;
            const re = /%(\d+)/g;
            let m;
            while ((m = re.exec(text)) !== null)
                n = Math.max(n, parseInt(m[1]));
            return n;
        }
        function verifyFilled(text, where) {
            verify(text.length > 0, where + ": empty");
            verify(!/%\d/.test(text), where + ": a placeholder left in “" + text + "”");
            verify(!/undefined|NaN|-1\b/.test(text), where + ": an empty number in “" + text + "”");
        }
        function openArticle(index) {
            page.open("", page.articles[index].articleId);
            const view = page.viewOf(index);
            verify(view !== null);
            return view;
        }
        function lessonOf(lessonId, where) {
            course.variant = lessonId.split("-")[0];
            const row = course.rowOf(lessonId);
            verify(row >= 0, where + ": no lesson " + lessonId);
            return course.lessonAt(row);
        }

        // Every text of every article as rendered in `language`, by where it stands.
        function render(language) {
            Language.current = language;
            const texts = {};
            for (let i = 0; i < page.articles.length; ++i) {
                const article = page.articles[i];
                const view = openArticle(i);
                verifyFilled(article.title, article.articleId);
                texts[article.articleId] = article.title;
                texts[article.articleId + "/short"] = article.shortTitle;
                for (let j = 0; j < article.sections.length; ++j) {
                    const section = article.sections[j];
                    const where = article.articleId + "/" + section.sectionId;
                    const heading = view.headingOf(section.sectionId);
                    verify(heading !== null, where + ": not rendered");
                    verifyFilled(section.title, where);
                    texts[where] = section.title;
                    if (section.lesson.length > 0)
                        lessonOf(section.lesson, where);
                    for (let k = 0; k < section.blocks.length; ++k) {
                        const block = section.blocks[k];
                        const at = where + "#" + (k + 1);
                        const item = heading.blocks.itemAt(k).item;
                        if (block.kind === "text") {
                            compare(block.args.length, placeholders(block.text), at + ": arguments");
                            for (const arg of block.args)
                                verifyFilled(String(arg), at + " (argument)");
                            verifyFilled(block.shown, at);
                            verify(item.text.indexOf(block.shown) >= 0, at + ": not shown");
                            texts[at] = block.text;
                        } else {
                            compare(item.position.error, "", at + ": " + block.fen);
                            verifyFilled(block.caption, at);
                            texts[at] = block.caption;
                            if (block.lesson.length > 0) {
                                const lesson = lessonOf(block.lesson, at);
                                verify(block.step >= 1 && block.step <= lesson.steps.length, at + ": step " + block.step);
                            }
                        }
                    }
                }
            }
            return texts;
        }

        function test_everyArticleInEveryLanguage() {
            const english = render("en");
            verify(Object.keys(english).length > 150);
            for (const language of ["es", "pt_BR"]) {
                const translated = render(language);
                for (const where in english)
                    verify(translated[where] !== english[where], where + " is not translated into " + language + ": “" + english[where] + "”");
            }
        }

        // The numbers are the referee's: change nothing in the text, read them from the engine.
        function test_numbersComeFromTheEngine() {
            const view = openArticle(page.articleOf("russian-balance"));
            const section = view.headingOf("russian-balance").section;
            const shown = section.blocks[0].shown;
            const limits = VariantCatalog.drawLimits("russian-balance");
            compare(limits.length, 3);
            for (const l of limits)
                verify(shown.indexOf(l.moves + " ") >= 0, shown);
            compare(VariantCatalog.drawLimit("russian-kings-only", 6), 25);
            compare(VariantCatalog.drawLimit("russian-kings-only", 3), -1);
            compare(VariantCatalog.drawMaterials("brazilian-5", 0, 2), "two kings against two kings and two kings against a king");
            compare(VariantCatalog.drawSides("international-5-endgame"), "two kings, a king and a man, or a king");
        }

        function test_everyLessonLinksToASection() {
            for (const variant of ["russian", "american", "brazilian", "international"]) {
                course.variant = variant;
                for (let row = 0; course.lessonAt(row) !== null; ++row) {
                    const lesson = course.lessonAt(row);
                    verify(page.articleOf(lesson.rulesSection) >= 0, lesson.lessonId + ": no section “" + lesson.rulesSection + "”");
                }
            }
        }

        function test_checklistNamesSections() {
            const text = TestSupport.readFile(TestSupport.sourcePath("docs/rules-checklist.md"));
            verify(text.length > 0, "docs/rules-checklist.md cannot be read");
            const seen = {};
            let lines = 0;
            for (const line of text.split("\n")) {
                const m = /^\| *(00[0-3]) *\|.*\| *`([a-z0-9-]+)` *\|$/.exec(line.trim());
                if (!m)
                    continue;
                ++lines;
                seen[m[1]] = true;
                verify(page.articleOf(m[2]) >= 0, "the checklist names a missing section: " + line);
            }
            verify(seen["000"] && seen["001"] && seen["002"], "a seed is missing from the checklist");
            verify(lines >= 60, lines + " lines");
        }

        // The points of the Regras Oficiais a Brazilian text cites, in `language`'s words:
        // "(Regras Oficiais, point 12)", "points 9 and 11".
        function citedPoints(shown, language) {
            const words = {
                "en": ["points?", "and"],
                "es": ["puntos?", "y"],
                "pt_BR": ["ite(?:m|ns)", "e"]
            }[language];
            const citation = new RegExp("\\b(?:" + words[0] + ") ([0-9]+(?:(?:, | " + words[1] + " )[0-9]+)*)(?![0-9.])", "g");
            const found = [];
            for (let m = citation.exec(shown); m !== null; m = citation.exec(shown))
                found.push(...m[1].match(/[0-9]+/g));
            return found;
        }

        // docs/rules-checklist.md, "The rule books": each article number listed for a section is
        // cited in that section's text in every language, and every article number a text cites
        // is listed there for its section; the same for the points of the Regras Oficiais (CBD),
        // which the texts cite as points, in every language.
        function test_citationsAreInTheirSections() {
            const text = TestSupport.readFile(TestSupport.sourcePath("docs/rules-checklist.md"));
            const listed = {};
            const listedPoints = {};
            let lines = 0;
            for (const line of text.split("\n")) {
                const m = /^\| *(WCDF|FMJD|CBD|Russian) *\| *([0-9][0-9.]*) *\|.*\| *`([a-z0-9-]+)` *\|$/.exec(line.trim());
                if (!m)
                    continue;
                ++lines;
                verify(page.articleOf(m[3]) >= 0, "the checklist names a missing section: " + line);
                const book = m[1] === "CBD" ? listedPoints : listed;
                (book[m[3]] = book[m[3]] || []).push(m[2]);
            }
            verify(lines >= 40, lines + " citation lines");
            verify(Object.keys(listedPoints).length >= 7, "the Regras Oficiais are cited in " + Object.keys(listedPoints).length + " sections");
            const cites = (shown, number) => new RegExp("(^|[^0-9.])" + number.replace(/\./g, "\\.") + "(?![0-9]|\\.[0-9])").test(shown);
            for (const language of ["en", "es", "pt_BR"]) {
                Language.current = language;
                for (let i = 0; i < page.articles.length; ++i) {
                    const article = page.articles[i];
                    for (let j = 0; j < article.sections.length; ++j) {
                        const section = article.sections[j];
                        const shown = [];
                        for (let k = 0; k < section.blocks.length; ++k) {
                            if (section.blocks[k].kind === "text")
                                shown.push(section.blocks[k].shown);
                        }
                        const all = shown.join("\n");
                        for (const number of listed[section.sectionId] || [])
                            verify(cites(all, number), language + ": " + section.sectionId + " does not cite " + number + ": " + all);
                        const points = citedPoints(all, language);
                        const pointsListed = listedPoints[section.sectionId] || [];
                        for (const number of pointsListed)
                            verify(points.indexOf(number) >= 0, language + ": " + section.sectionId + " does not cite point " + number + ": " + all);
                        for (const found of points)
                            verify(pointsListed.indexOf(found) >= 0, language + ": " + section.sectionId + " cites point " + found + ", which the checklist does not list");
                        if (points.length > 0)
                            verify(all.indexOf("Regras Oficiais") >= 0, language + ": " + section.sectionId + " cites points without naming the Regras Oficiais");
                        if (language !== "en")
                            continue;
                        for (const found of all.match(/[0-9]+(\.[0-9]+)+/g) || [])
                            verify((listed[section.sectionId] || []).indexOf(found) >= 0, section.sectionId + " cites " + found + ", which the checklist does not list");
                    }
                }
            }
        }

        // On a large window the text keeps its measure and the diagrams grow with the view.
        function test_diagramsGrowWithTheView() {
            const view = openArticle(0);
            const board = findChild(view, "diagramBoard");
            verify(board !== null);
            compare(board.width, 250);
            root.width = 2560;
            root.height = 1440;
            tryCompare(board, "width", 400);
            verify(findChild(view, "articleTitle").width <= 860);
            root.width = 1024;
            root.height = 640;
            tryCompare(board, "width", 250);
        }

        function test_eachArticleKeepsItsScroll() {
            const russian = openArticle(0);
            russian.contentY = 600;
            const draws = openArticle(page.articleOf("draws"));
            compare(draws.contentY, 0);
            verify(draws.visible);
            verify(!russian.visible);
            openArticle(0);
            compare(russian.contentY, 600);
        }

        // A control that takes the keyboard focus is scrolled into view; the article itself
        // takes the focus on Tab and then scrolls with the keys.
        function test_focusIsKeptInView() {
            const view = openArticle(0);
            view.contentY = 0;
            const heading = view.headingOf("russian-notation");
            const diagram = heading.blocks.itemAt(1).item;
            const button = findChild(diagram, "practiseButton");
            verify(button !== null);
            button.forceActiveFocus(Qt.TabFocusReason);
            const top = button.mapToItem(view.contentItem, 0, 0).y;
            verify(top >= view.contentY && top + button.height <= view.contentY + view.height, "the focused button is out of view");
            view.forceActiveFocus(Qt.TabFocusReason);
            view.contentY = 0;
            keyClick(Qt.Key_PageDown);
            verify(view.contentY > 0);
            keyClick(Qt.Key_Home);
            compare(view.contentY, 0);
        }

        // A diagram opens on the play page from its position, the side to move playing, or in
        // its lesson at its step.
        function test_diagramOpensPlayAndLesson() {
            const view = openArticle(0);
            const diagram = view.headingOf("russian-crowning").blocks.itemAt(1).item;
            const play = findChild(diagram, "practiseButton");
            view.showSection("russian-crowning");
            tryVerify(() => play.mapToItem(view, 0, 0).y > 0 && play.mapToItem(view, 0, 0).y < view.height);
            practiseSpy.clear();
            mouseClick(play);
            compare(practiseSpy.count, 1);
            compare(practiseSpy.signalArguments[0][0], "russian");
            compare(practiseSpy.signalArguments[0][1], "W:W9,22,23,24,28:B3,4,5,6,16");
            compare(practiseSpy.signalArguments[0][2], 0);
            lessonSpy.clear();
            mouseClick(findChild(diagram, "lessonButton"));
            compare(lessonSpy.count, 1);
            compare(lessonSpy.signalArguments[0][0], "russian-crowning");
            compare(lessonSpy.signalArguments[0][1], 1);
        }

        function test_opensAtASection() {
            page.open("", "international-16");
            const view = page.viewOf(page.articleOf("draws"));
            verify(view.visible);
            const heading = view.headingOf("international-16");
            tryVerify(() => Math.abs(heading.mapToItem(view.contentItem, 0, 0).y - view.contentY) < 2);
        }
    }
}
