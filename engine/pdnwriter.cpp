// SPDX-License-Identifier: GPL-3.0-or-later
// Writes game records as PDN 3.0 text.
#include "fen.h"
#include "pdn.h"
#include "pdntext.h"

namespace damas {

using namespace pdntext;

namespace {

// Collects the tokens of the movetext into lines of at most kWidth characters.
class LineWrapper
{
public:
    static constexpr std::size_t kWidth = 80;

    explicit LineWrapper(std::string &out)
        : m_out(out)
    { }
    void add(std::string_view token)
    {
        if (m_length > 0 && m_length + 1 + token.size() > kWidth) {
            m_out += '\n';
            m_length = 0;
        }
        if (m_length > 0) {
            m_out += ' ';
            ++m_length;
        }
        m_out.append(token);
        m_length += token.size();
    }
    void endLine()
    {
        if (m_length > 0)
            m_out += '\n';
        m_length = 0;
    }

private:
    std::string &m_out;
    std::size_t m_length = 0;
};

void writeComment(LineWrapper &line, std::string_view comment)
{
    comment = trimmed(comment);
    if (comment.empty())
        return;
    // A brace comment can hold neither brace; a ';' comment can hold anything but a line break
    // (and the reader joins comment words with single spaces, so there is none).
    if (comment.find_first_of("{}") != std::string_view::npos) {
        std::string text = "; ";
        for (char c : comment)
            text += (c == '\n' || c == '\r') ? ' ' : c;
        line.add(text);
        line.endLine();
        return;
    }
    const std::vector<std::string_view> words = wordsOf(comment);
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string word(words[i]);
        if (i == 0)
            word.insert(word.begin(), '{');
        if (i + 1 == words.size())
            word += '}';
        line.add(word);
    }
}

std::string escapedTagValue(std::string_view value)
{
    std::string s;
    for (char c : value) {
        if (c == '"' || c == '\\')
            s += '\\';
        s += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return s;
}

} // namespace

std::string writePdn(const GameRecord &game)
{
    const Rules &rules = rulesOf(game.variant);
    const std::string result = pdnResultText(game.variant, game.result);
    std::string out;
    auto writeTag = [&out](std::string_view name, std::string_view value) {
        out += '[';
        out.append(name);
        out += " \"";
        out += escapedTagValue(value);
        out += "\"]\n";
    };
    for (const auto &[name, value] : game.tags) {
        // A tag name is letters, digits and '_' (PDN 3.0 IDENTIFIER): others become '_'.
        std::string identifier = name;
        for (char &c : identifier) {
            if (!(isAsciiLetter(c) || isDigit(c) || c == '_'))
                c = '_';
        }
        if (!identifier.empty() && !isDerivedTag(identifier))
            writeTag(identifier, value);
    }
    writeTag("Result", result);
    writeTag("GameType", rules.gameTypeLong);
    if (!(game.start == Position::start(game.variant))) {
        writeTag("SetUp", "1");
        writeTag("FEN", toFen(game.start));
    }
    out += '\n';

    LineWrapper line(out);
    auto commentAt = [&game](std::size_t i) {
        return i < game.comments.size() ? std::string_view(game.comments[i]) : std::string_view();
    };
    writeComment(line, commentAt(0));
    Position pos = game.start;
    int number = 1;
    bool numbered = false; // the move number of the current pair is written
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Move &m = game.moves[i];
        const bool first = pos.side == rules.firstToMove;
        std::string token;
        if (first)
            token = std::to_string(number) + ". ";
        else if (!numbered)
            token = std::to_string(number) + "... ";
        token += moveToString(pos, m);
        line.add(token);
        pos = pos.after(m);
        if (!first)
            ++number;
        numbered = first;
        if (!trimmed(commentAt(i + 1)).empty()) {
            writeComment(line, commentAt(i + 1));
            numbered = false;
        }
    }
    line.add(result);
    line.endLine();
    return out;
}

std::string writePdn(const std::vector<GameRecord> &games)
{
    std::string out;
    for (const GameRecord &g : games) {
        if (!out.empty())
            out += '\n';
        out += writePdn(g);
    }
    return out;
}

} // namespace damas
