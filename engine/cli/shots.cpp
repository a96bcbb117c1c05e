// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli shots <variant> <file.pdn>... [--depth D] [--min-ply N] [--qml FILE --count N]
//
// Finds the shots (shots.h) of real games: every position of every game of the files is put to
// findShot(), and a shot it finds is kept when the search agrees that the first move is the
// best by a clear margin and leaves the shooter better. Prints one line per kept shot; with
// --qml, writes the lesson of the Learn page made of N of them (docs/cli.md, lessons/README.md).
#include "shots.h"
#include "command.h"
#include "eval.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"
#include "search.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

namespace damas::cli {

namespace {

constexpr const char *kUsage = "shots <variant> <file.pdn>... [--depth D] [--min-ply N] "
                               "[--qml FILE --count N]";

struct FoundShot
{
    std::string file; // the file's name, without its folder
    int game = 0; // in the file, 1-based
    int ply = 0; // the shot's first move is the game's ply `ply` (1-based)
    std::string white, black; // the players, when the tags name them
    std::string occasion; // the event and the year, as far as the tags say
    bool selfPlay = false; // a game of the engine against itself (its Event tag says so)
    Position position;
    Shot shot;
    bool played = false; // the game went on with the shot's first move
    int score = 0; // the search's score of the first move, for the shooter
    int alternative = 0; // of the best other first move
};

std::string tagValue(const PdnGame &game, std::string_view name)
{
    const PdnTag *t = game.tag(name);
    if (!t)
        return {};
    const std::string &v = t->value;
    if (v.empty() || v == "?" || v.find_first_not_of("?-. ") == std::string::npos)
        return {};
    return v;
}

// A player's name, unless the tag only names the colour ("White", "Red"), as some files do.
std::string playerOf(const PdnGame &game, std::string_view colour)
{
    std::string name = tagValue(game, colour);
    std::string lower;
    for (char c : name)
        lower += char(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "white" || lower == "black" || lower == "red")
        return {};
    return name;
}

// The event and the year, as far as the tags say ("Ohio State Ty 1946", "01.DAM, 2000").
std::string occasionOf(const PdnGame &game)
{
    std::string s = tagValue(game, "Event");
    // Some collections put the name of a file there ("74.DAM"), which says nothing to a
    // reader, and a date beside it that may be the file's own.
    const auto dot = s.rfind('.');
    if (dot != std::string::npos && s.find(' ') == std::string::npos && s.size() - dot == 4)
        return {};
    const std::string date = tagValue(game, "Date");
    if (!s.empty() && date.size() >= 4 && std::all_of(date.begin(), date.begin() + 4, ::isdigit)
        && s.find(date.substr(0, 4)) == std::string::npos)
        s += ", " + date.substr(0, 4);
    return s;
}

// The search's verdict on every first move, each searched to `depth` with a cleared table (so
// that the answer does not depend on what was searched before): the shot's first move must be
// the best by three quarters of a man and leave the shooter half a man up.
bool searchAgrees(
    Search &search, const Position &pos, const Move &first, int depth, int &score, int &alternative)
{
    const MaterialValues v = materialValues(pos.variant);
    SearchLimits limits;
    limits.depth = depth;
    score = -kScoreInfinite;
    alternative = -kScoreInfinite;
    for (const Move &m : legalMoves(pos)) {
        search.clear();
        const SearchResult r = search.run(pos.after(m), limits);
        const int s = r.hasMove ? -r.score : kScoreWin;
        if (m == first)
            score = s;
        else
            alternative = std::max(alternative, s);
    }
    return score >= v.man / 2 && score - alternative >= v.man * 3 / 4;
}

std::string qmlString(std::string_view text)
{
    std::string s = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            s += '\\';
        s += c;
    }
    return s + '"';
}

std::string qmlList(const std::vector<std::string> &items)
{
    std::string s = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        s += (i ? ", " : "") + qmlString(items[i]);
    return s + "]";
}

/*
 * The chosen shots, easiest first (the shortest line), at most one a game and one a line, and
 * only those whose gain a sentence can say (pieces won, or a new king for as many pieces as
 * given): `count` of them spread evenly over the kept ones in that order, so the lesson climbs
 * from two-move shots to the longest.
 */
std::vector<const FoundShot *> choose(const std::vector<FoundShot> &found, int count)
{
    std::vector<const FoundShot *> order;
    std::set<std::pair<std::string, int>> games;
    std::set<std::string> lines; // the same combination from two games is taught once
    for (const FoundShot &f : found) {
        // What the lesson can say in a sentence: pieces won, or a king for level pieces.
        const bool sayable = f.shot.piecesWon > 0 || (f.shot.piecesWon == 0 && f.shot.crowns);
        if (sayable && !games.contains({f.file, f.game})
            && lines.insert(lineToString(f.position, f.shot.line)).second) {
            games.insert({f.file, f.game});
            order.push_back(&f);
        }
    }
    std::stable_sort(order.begin(), order.end(), [](const FoundShot *a, const FoundShot *b) {
        return a->shot.line.size() < b->shot.line.size();
    });
    if (int(order.size()) <= count)
        return order;
    std::vector<const FoundShot *> chosen;
    for (int i = 0; i < count; ++i)
        chosen.push_back(order[std::size_t(i) * (order.size() - 1) / std::size_t(count - 1)]);
    return chosen;
}

// The sentence that says where a position comes from, as a QML expression.
std::string sourceSentence(const FoundShot &f)
{
    if (f.selfPlay)
        return "qsTr(\"From a game of the computer against itself.\")";
    if (!f.white.empty() && !f.black.empty() && !f.occasion.empty())
        return "qsTr(\"From a game between %1 (White) and %2 (Black), %3.\").arg("
            + qmlString(f.white) + ").arg(" + qmlString(f.black) + ").arg(" + qmlString(f.occasion)
            + ")";
    if (!f.occasion.empty())
        return "qsTr(\"From a game: %1.\").arg(" + qmlString(f.occasion) + ")";
    return "qsTr(\"From game %1 of the collection %2.\").arg(" + std::to_string(f.game) + ").arg("
        + qmlString(f.file) + ")";
}

// The translators' note of sourceSentence().
std::string sourceNote(const FoundShot &f)
{
    if (f.selfPlay)
        return "Where a shot's position comes from";
    if (!f.white.empty() && !f.black.empty() && !f.occasion.empty())
        return "Where a shot's position comes from. %1 and %2 are players, %3 the event and the "
               "year, as the game's record writes them: keep them as they are";
    if (!f.occasion.empty())
        return "Where a shot's position comes from. %1 is the event and the year, as the game's "
               "record writes them: keep it as it is";
    return "Where a shot's position comes from. %1 is a game's number in a file of games, %2 the "
           "file's name: keep it as it is";
}

std::string lessonQml(
    Variant variant, const std::vector<const FoundShot *> &shots, const std::string &command)
{
    const std::string name(variantName(variant));
    std::ostringstream q;
    q << "// SPDX-License-Identifier: GPL-3.0-or-later\n"
      << "// Generated by: damas-cli " << command << "\n"
      << "// (do not edit: run the command again; docs/cli.md, shots)\n"
      << "import Damas.Lessons\n\n"
      << "// Shots from real games: in each position one quiet move starts a forcing line that "
         "wins\n"
      << "// material (engine/shots.h proves it; the search agrees that it is the best move by\n"
      << "// three quarters of a man at least). The capture is obligatory for the opponent too\n"
      << "// (the Forced captures lesson teaches why), so the learner's first move decides it.\n"
      << "Lesson {\n"
      << "    lessonId: \"" << name << "-shots\"\n"
      << "    rulesSection: \""
      << (variant == Variant::Russian ? "russian-combination" : name + "-men-captures") << "\"\n"
      << "    variant: \"" << name << "\"\n"
      << "    //: Lesson title (a course of the Learn page): combinations (shots) found in games\n";
    const bool selfPlay
        = std::all_of(shots.begin(), shots.end(), [](const FoundShot *f) { return f->selfPlay; });
    if (selfPlay)
        q << "    title: qsTr(\"Shots from the computer's games\")\n"
          << "    summary: qsTr(\"Positions from games of the computer against itself where one "
             "move wins material by force: find it, then play the whole combination.\")\n";
    else
        q << "    title: qsTr(\"Shots from real games\")\n"
          << "    summary: qsTr(\"Positions from real games where one move wins material by "
             "force: find it, then play the whole combination.\")\n";
    for (const FoundShot *f : shots) {
        const bool white = f->position.side == Color::White;
        const char *side = white ? "White" : "Black";
        const char *other = white ? "Black" : "White";
        const std::string line = lineToString(f->position, f->shot.line);
        std::vector<std::string> replies;
        Position at = f->position.after(f->shot.line[0]);
        for (std::size_t i = 1; i < f->shot.line.size(); ++i) {
            replies.push_back(moveToString(at, f->shot.line[i]));
            at = at.after(f->shot.line[i]);
        }
        q << "\n    //   " << f->file << ", game " << f->game << ", ply " << f->ply
          << (f->played ? " (played in the game)" : " (missed in the game)") << ": " << line
          << "\n    //   forcing gain " << f->shot.gain << "; search " << f->score
          << ", the best other move " << f->alternative << "\n"
          << "    LessonStep {\n"
          << "        kind: LessonStep.Move\n"
          << "        fen: " << qmlString(toFen(f->position)) << "\n"
          << "        expected: " << qmlList({moveToString(f->position, f->shot.line[0])}) << "\n";
        if (!replies.empty())
            q << "        line: " << qmlList(replies) << "\n";
        q << "        //: The task of a shot\n"
          << "        text: qsTr(\"" << side << " to play and win material by force.\") + \" \"\n";
        q << "            //: " << sourceNote(*f) << "\n";
        q << "            + " << sourceSentence(*f) << "\n"
          << "        wrongText: qsTr(\"Not that one. The shot forces " << other
          << " to capture: find the move after which " << other
          << "'s capture leaves its pieces where you can take more.\")\n";
        const int pieces = f->shot.piecesWon;
        q << "        //: %1 is the whole combination in the game's notation: keep it as it is\n"
          << "        successText: ";
        if (pieces > 0 && f->shot.crowns)
            q << "qsTr(\"The shot: %1. " << side
              << " takes %n piece(s) more than it gives, and gets a new king.\", \"\", " << pieces
              << ")";
        else if (pieces > 0)
            q << "qsTr(\"The shot: %1. " << side
              << " takes %n piece(s) more than it gives.\", \"\", " << pieces << ")";
        else
            q << "qsTr(\"The shot: %1. " << side
              << " takes as many pieces as it gives, and gets a new king.\")";
        q << ".arg(" << qmlString(line) << ")\n    }\n";
    }
    q << "}\n";
    return q.str();
}

int runShots(const std::vector<std::string> &argv)
{
    const Args args(argv, {"depth", "min-ply", "qml", "count"});
    if (!args.ok())
        return fail("shots: " + args.error());
    if (args.positional().size() < 2)
        return fail(std::string("shots: usage: damas-cli ") + kUsage);
    const auto variant = variantArgument(args.positional()[0]);
    if (!variant)
        return fail("shots: " + variant.error().message);
    int depth = rulesOf(*variant).boardSize == 10 ? 10 : 14;
    if (const auto d = args.option("depth")) {
        const auto n = parseWholeNumber(*d, 1, 40);
        if (!n)
            return fail("shots: --depth must be a whole number from 1 to 40, not " + quoteText(*d));
        depth = int(*n);
    }
    int minPly = 8;
    if (const auto p = args.option("min-ply")) {
        const auto n = parseWholeNumber(*p, 0, 1000);
        if (!n)
            return fail(
                "shots: --min-ply must be a whole number from 0 to 1000, not " + quoteText(*p));
        minPly = int(*n);
    }
    int count = 0;
    if (const auto c = args.option("count")) {
        const auto n = parseWholeNumber(*c, 2, 100);
        if (!n)
            return fail(
                "shots: --count must be a whole number from 2 to 100, not " + quoteText(*c));
        count = int(*n);
    }
    const auto qml = args.option("qml");
    if (qml.has_value() != (count > 0))
        return fail("shots: --qml and --count go together");

    Search search(16);
    std::vector<FoundShot> found;
    std::set<std::uint64_t> seen; // the same position in several games is one shot
    for (std::size_t fi = 1; fi < args.positional().size(); ++fi) {
        const std::string &path = args.positional()[fi];
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec))
            return fail("shots: " + quoteText(path) + " is a folder, not a PDN file");
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return fail("shots: cannot open " + quoteText(path) + ": " + std::strerror(errno));
        std::stringstream text;
        text << in.rdbuf();
        const std::string file = std::filesystem::path(path).filename().string();
        readPdnGames(
            text.str(),
            [&](PdnGame &&game) {
                const auto replayed = replayPdnGame(game, *variant);
                if (!replayed || replayed->record.variant != *variant)
                    return true;
                const GameRecord &record = replayed->record;
                Position pos = record.start;
                for (std::size_t i = 0; i < record.moves.size();
                     pos = pos.after(record.moves[i++])) {
                    if (int(i) < minPly || !seen.insert(pos.hash()).second)
                        continue;
                    const auto shot = findShot(pos);
                    if (!shot)
                        continue;
                    FoundShot f;
                    f.file = file;
                    f.game = game.number;
                    f.ply = int(i) + 1;
                    f.white = playerOf(game, "White");
                    f.black = playerOf(game, "Black");
                    f.occasion = occasionOf(game);
                    f.selfPlay = f.occasion.starts_with("damas-cli ");
                    f.position = pos;
                    f.shot = *shot;
                    f.played = record.moves[i] == shot->line[0];
                    if (!searchAgrees(search, pos, shot->line[0], depth, f.score, f.alternative))
                        continue;
                    std::cout << file << " game " << f.game << " ply " << f.ply << " "
                              << (f.played ? "played" : "missed") << ": " << toFen(pos) << " "
                              << lineToString(pos, shot->line) << " (gain " << shot->gain
                              << ", pieces " << shot->piecesWon << (shot->crowns ? ", crowns" : "")
                              << "; search " << f.score << " against " << f.alternative << ")\n"
                              << std::flush;
                    found.push_back(std::move(f));
                }
                return true;
            },
            [](PdnUnreadable &&) {});
    }
    std::cout << "shots " << variantName(*variant) << ": " << found.size() << " found\n";
    if (qml) {
        // The command as given, a word with a space in it quoted.
        std::string command = "shots";
        for (const std::string &a : argv)
            command += ' ' + (a.find(' ') == std::string::npos ? a : '"' + a + '"');
        std::ofstream out(*qml, std::ios::binary);
        out << lessonQml(*variant, choose(found, count), command);
        if (!out)
            return fail("shots: cannot write " + quoteText(*qml));
    }
    return 0;
}

const CommandRegistration reg {{"shots", kUsage, runShots}};

} // namespace

} // namespace damas::cli
