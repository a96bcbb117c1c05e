// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "notation.h"
#include "position.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace damas {

/*
 * PDN (Portable Draughts Notation, PDN 3.0) in two steps. readPdn() reads the text of a file
 * into games as written: tags, move texts with where they stand, comments, result. No rule is
 * applied there. replayPdnGame() then plays a game's moves on the board of its variant, giving a
 * GameRecord: the moves as the engine knows them. writePdn() writes GameRecords back as PDN.
 */

// A tag pair of a game header, [Name "value"], and where its '[' stands in the file.
struct PdnTag
{
    std::string name;
    std::string value; // unescaped: \" read as ", \\ as a backslash
    int line = 0;
    int column = 0;
    int valueColumn = 0; // of the value's first character
};

// A move of a game's main line as written: the text without move number or strength marks
// ("32-28", "24x15x6", "c3:e5"), where it starts, and the comments written right after it.
// `notAMove`: a word that stands where a move does but is none of the grammar's ("qq-rr").
struct PdnMove
{
    std::string text;
    int line = 0;
    int column = 0;
    std::string comment; // every comment up to the next move, joined by single spaces
    bool notAMove = false;
};

// One game as read from PDN text, before any rule is applied.
struct PdnGame
{
    int number = 0; // 1-based, in the file: games that could not be read are counted too
    int line = 0; // where the game's first token stands
    int column = 0;
    std::vector<PdnTag> tags;
    std::string comment; // comments before the first move
    std::vector<PdnMove> moves; // the main line; variations are skipped
    // The game's terminator as written: "1-0", "2-0", "1/2-1/2", "1/2:1/2", "1-1", "0-2", "0-1",
    // "0-0" or "*"; empty when the game ends without one (at the end of the file or the next tag).
    std::string result;

    // The first tag of that name (compared without case), or nullptr.
    const PdnTag *tag(std::string_view name) const;
};

/*
 * Reads every game of a PDN file (PDN 3.0 reading grammar, and what real files do besides):
 * tags; {} comments, ';' and '%' line comments; variations in ( ) at any depth, skipped; NAGs
 * ($1) and strength marks (!, ?!, (!?)); move numbers with or without a space ("1.32-28",
 * "12... 20-25"); alignment spaces after a move's separator ("1- 6", "47x 9"); any result as
 * game terminator ("1/2:1/2" too); a new tag after moves also starts a new game.
 * A word outside braces that is none of these ends the main line there: it is read as a move
 * with `notAMove` set (so the replay stops at it, at its line and column, and says so), between
 * moves, right after a move number ("3. qq-rr") or after the game's last move (some files write
 * "26-22Whiteoverstepped..." with no braces: every move before it is kept). CRLF, LF or CR line
 * ends; UTF-8 (a byte order
 * mark is skipped), else Windows-1252. Columns count characters, not bytes.
 * An error (unclosed or nested comment, bad tag, stray bracket, ...) names its line and column.
 */
Expected<std::vector<PdnGame>> readPdn(std::string_view text);
/*
 * The same, handing each game to `onGame` as soon as it is read, so that only one game is held
 * at a time (large databases). Reading stops when `onGame` returns false. Gives the number of
 * games handed over, or the first error (the games before it have been handed over).
 */
Expected<int> readPdn(std::string_view text, const std::function<bool(PdnGame &&)> &onGame);

// A game of a PDN file that could not be read: its number in the file (1-based), where the
// problem is, and why. Reading goes on at the next game. `code` and `args` say the problem for
// a user interface that words it in the player's language (error.h).
struct PdnUnreadable
{
    int game = 0; // 0: the text as a whole is not PDN text (UTF-16, binary); nothing is read
    int line = 0;
    int column = 0;
    std::string message;
    ErrorCode code = ErrorCode::Other;
    std::vector<std::string> args;
};

/*
 * Reads every game of the text, as readPdn() does. A game that cannot be read is passed to
 * onUnreadable and skipped; reading resynchronises at the next game: the next tag section (a
 * line starting with '[' after the bad game's move text), or the text after the bad game's
 * result. onGame returning false stops. Returns the number of games passed to onGame.
 */
int readPdnGames(std::string_view text, const std::function<bool(PdnGame &&)> &onGame,
    const std::function<void(PdnUnreadable &&)> &onUnreadable);

// How a game ended, whatever the result type writes it as.
enum class PdnResult : unsigned char { Unknown, WhiteWins, BlackWins, Draw, DoubleForfeit };

/*
 * A result as written ("1-0", "2-0", "1/2-1/2", "1-1", "0-1", "0-2", "0-0", "*"). The first
 * number is the first mover's score: in American checkers "1-0" is a Black win
 * (../shared/testdata/README.md; CheckerBoard's files). Anything else is Unknown.
 */
PdnResult pdnResultFromText(Variant variant, std::string_view text);
// "2-0", "1-1", "0-2" for International draughts (PDN 3.0 result type "International"),
// "1-0", "1/2-1/2", "0-1" for the others; "0-0" and "*".
std::string pdnResultText(Variant variant, PdnResult result);

/*
 * A game as moves on a board: what replaying a PdnGame gives and what writePdn() writes.
 * `tags` holds every tag but GameType, FEN, SetUp and Result, in file order: the other fields
 * say those. `comments` is empty, or has moves.size() + 1 entries: [0] before the first move,
 * [i] after move i.
 */
struct GameRecord
{
    Variant variant = Variant::International;
    Position start = Position::start(Variant::International);
    std::vector<Move> moves;
    std::vector<std::pair<std::string, std::string>> tags;
    PdnResult result = PdnResult::Unknown;
    std::vector<std::string> comments;

    bool operator==(const GameRecord &) const = default;
};

/*
 * The variant of a game: its GameType tag, short ("20") or long ("20,W,10,10,N2,0"), else
 * `fallback`, else an error. A GameType this program does not play, or a long form whose board
 * is not the variant's, is an error at the tag's line and column.
 */
Expected<Variant> pdnGameVariant(const PdnGame &game, std::optional<Variant> fallback = {});

// The position a game starts from: its FEN tag, else the variant's start position. A bad FEN,
// or SetUp "1" without a FEN, is an error at the tag's line and column.
Expected<Position> pdnStartPosition(const PdnGame &game, Variant variant);

// The first move of a game that could not be played.
struct ReplayFailure
{
    int ply = 0; // 1-based: the game's first move is ply 1
    std::string text; // as written
    MoveReadError kind = MoveReadError::Illegal;
    Error error; // parseMove()'s reason, at the move's line and column
    MoveProblem problem = MoveProblem::None; // for an illegal move: the rule it runs into
};

// A replayed game: the record of the moves up to the first that failed, and that failure.
struct ReplayedGame
{
    GameRecord record;
    std::optional<ReplayFailure> failure;
};

/*
 * Plays a game's moves from its start position, reading each with parseMove() (so by its
 * squares, whatever the separators). Stops at the first move that is not legal or not
 * readable, or that is not a move at all (PdnMove::notAMove). A short capture that fits several
 * legal moves is the one with which the rest of the game can be played furthest; it fails as
 * ambiguous only when two of them go equally far. The result is the game's terminator, or its
 * Result tag when the terminator is "*" or missing. Errors only for what keeps the game from
 * starting: its variant or its FEN.
 */
Expected<ReplayedGame> replayPdnGame(const PdnGame &game, std::optional<Variant> fallback = {});

/*
 * The same for a game that may not say its variant: one without a GameType tag is replayed in
 * `fallback` when its moves can all be played there, else in the variant (of the four) in which
 * they go furthest, `fallback` first among equals (files of American checkers often have no
 * GameType: CheckerBoard's do not). The record's variant says which was taken.
 */
Expected<ReplayedGame> replayPdnGameAnyVariant(const PdnGame &game, Variant fallback);

/*
 * Standard PDN for the game's variant: its tags, Result, the long GameType, SetUp "1" and FEN
 * when the start is not the variant's, then the numbered moves in the variant's notation
 * (moveToString(): ambiguous captures in full), comments, and the result; lines of at most 80
 * characters (a longer word stays whole). Every move must be legal in turn. What PDN cannot
 * hold is adapted: a line break in a tag value becomes a space, a character other than a
 * letter, digit or '_' in a tag name becomes '_', a comment with a brace is written as a ';'
 * comment. Whatever readPdn() and replayPdnGame() give is written back exactly.
 */
std::string writePdn(const GameRecord &game);
// Several games, separated by a blank line.
std::string writePdn(const std::vector<GameRecord> &games);

} // namespace damas
