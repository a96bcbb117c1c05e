// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefiles.h"

#include "displaypath.h"
#include "enginetexts.h"
#include "fen.h"
#include "game.h"
#include "notation.h"
#include "pdnfile.h"

#include <QDate>
#include <QFileInfo>

using namespace damas;

namespace {

/*
 * A draw offer in PDN: a comment "=" after the move that carried it. The sign is the scoresheet's
 * (the move, then "="); PDN 3.0 has no move strength for it (MOVESTRENGTH is "!" and "?" marks
 * only, pdn.fmjd.org/grammar.html), so it is a comment, which every reader keeps or skips.
 * An offer noted after the last move, then a draw as the result, is an accepted offer.
 */
constexpr std::string_view kOfferComment = "=";

} // namespace

std::unique_ptr<Game> GameFiles::gameFrom(const SavedGame &saved)
{
    const auto replayed = saved.replay();
    if (!replayed)
        return nullptr;
    auto game = std::make_unique<Game>(replayed->first);
    for (const Move &m : replayed->second) {
        if (!game->play(m))
            return nullptr;
    }
    if (saved.ending == QLatin1String("resignation"))
        game->resign(saved.resigned);
    else if (saved.ending == QLatin1String("agreement"))
        game->agreeDraw();
    return game;
}

std::unique_ptr<Game> GameFiles::gameFrom(const GameRecord &record)
{
    auto game = std::make_unique<Game>(record.start);
    for (const Move &m : record.moves) {
        if (game->isOver() || !game->play(m))
            break;
    }
    // A draw the rules did not make, right after an offer: the offer was accepted.
    const std::size_t ply = std::size_t(game->ply());
    if (!game->isOver() && record.result == PdnResult::Draw && ply == record.moves.size()
        && ply < record.comments.size() && record.comments[ply] == kOfferComment)
        game->agreeDraw();
    return game;
}

std::optional<GameRecord> GameFiles::recordOf(const RecentGame &entry, QString *error)
{
    const std::string text = entry.pdn.toStdString();
    const auto games = readPdn(text);
    if (!games || games->empty()) {
        *error = tr("This game of the list cannot be read.");
        return std::nullopt;
    }
    QString why;
    auto record = PdnFile::replay(games->front(), entry.variant, &why);
    if (!record)
        *error = tr("This game of the list cannot be opened: %1").arg(why);
    return record;
}

SavedGame GameFiles::savedGame(const Game &game, const std::vector<int> &offerPlies)
{
    SavedGame saved;
    saved.variant = game.variant();
    saved.startFen = QString::fromStdString(toFen(game.startPosition()));
    for (int i = 0; i < game.ply(); ++i)
        saved.moves.append(
            QString::fromStdString(moveToString(game.positionAt(i), game.moves()[i])));
    saved.offers = QList<int>(offerPlies.begin(), offerPlies.end());
    if (game.reason() == ResultReason::Resignation) {
        saved.ending = QStringLiteral("resignation");
        saved.resigned = game.result() == GameResult::WhiteWins ? Color::Black : Color::White;
    } else if (game.reason() == ResultReason::Agreement) {
        saved.ending = QStringLiteral("agreement");
    }
    return saved;
}

GameRecord GameFiles::record(const Game &game, const std::vector<int> &offerPlies,
    const QString &event, const QString &white, const QString &black)
{
    GameRecord record;
    record.variant = game.variant();
    record.start = game.startPosition();
    record.moves = game.moves();
    if (!offerPlies.empty()) {
        record.comments.assign(record.moves.size() + 1, std::string());
        for (int ply : offerPlies) {
            // An offer waiting for the move that carries it is not written yet.
            if (ply >= 0 && std::size_t(ply) <= record.moves.size())
                record.comments[std::size_t(ply)] = kOfferComment;
        }
    }
    auto tag = [&](const char *name, const QString &value) {
        record.tags.emplace_back(name, value.toStdString());
    };
    tag("Event", event);
    tag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
    tag("White", white);
    tag("Black", black);
    switch (game.result()) {
    case GameResult::WhiteWins:
        record.result = PdnResult::WhiteWins;
        break;
    case GameResult::BlackWins:
        record.result = PdnResult::BlackWins;
        break;
    case GameResult::Draw:
        record.result = PdnResult::Draw;
        break;
    case GameResult::Ongoing:
        record.result = PdnResult::Unknown;
        break;
    }
    return record;
}

std::vector<int> GameFiles::offerPlies(const GameRecord &record, int plies)
{
    std::vector<int> offers;
    const std::vector<std::string> &comments = record.comments;
    for (int ply = 0; ply <= plies && ply < int(comments.size()); ++ply) {
        if (comments[std::size_t(ply)] == kOfferComment)
            offers.push_back(ply);
    }
    return offers;
}

void GameFiles::load(const QString &folder)
{
    Autosave store(folder);
    store.removeStaleTemporaries();
    Autosave::Read read = store.read();
    m_saved = std::move(read.game);
    m_current = false;
    m_problem = read.problem;
    m_file = store.fileName();
    m_keptAs.clear();
    if (m_problem) {
        m_keptAs = store.setAside();
        // What could be kept is the saved game from now on; the damaged file stays beside it.
        if (m_saved && !m_keptAs.isEmpty())
            store.write(*m_saved);
    }
    const auto game = m_saved ? gameFrom(*m_saved) : nullptr;
    if (m_saved && !game)
        m_saved.reset();
    m_result = game ? game->result() : GameResult::Ongoing;
}

bool GameFiles::write(const QString &folder, SavedGame saved, GameResult result, QString *error)
{
    const bool written = Autosave(folder).write(saved, error);
    m_saved = std::move(saved);
    m_result = result;
    m_current = true;
    m_problem.reset();
    m_keptAs.clear();
    return written;
}

QString GameFiles::summary() const
{
    if (!m_saved)
        return {};
    const QString variant = EngineTexts::variantName(m_saved->variant);
    // Moves as a player numbers them: White's and Black's together make one.
    const auto moves = (m_saved->moves.size() + 1) / 2;
    const bool white = m_saved->human == Color::White;
    if (m_saved->twoPlayers) {
        if (m_result == GameResult::Ongoing)
            return tr("%1: two players, moves played: %2").arg(variant).arg(moves);
        const QString outcome = m_result == GameResult::Draw ? tr("a draw")
            : m_result == GameResult::WhiteWins              ? tr("White won")
                                                             : tr("Black won");
        return tr("%1: two players, moves played: %2, %3").arg(variant).arg(moves).arg(outcome);
    }
    if (m_result == GameResult::Ongoing)
        return (white ? tr("%1: you play White, moves played: %2")
                      : tr("%1: you play Black, moves played: %2"))
            .arg(variant)
            .arg(moves);
    QString outcome = tr("a draw");
    if (m_result != GameResult::Draw) {
        const Color winner = m_result == GameResult::WhiteWins ? Color::White : Color::Black;
        outcome = winner == m_saved->human ? tr("you won") : tr("the computer won");
    }
    return (white ? tr("%1: you played White, moves played: %2, %3")
                  : tr("%1: you played Black, moves played: %2, %3"))
        .arg(variant)
        .arg(moves)
        .arg(outcome);
}

QString GameFiles::problem() const
{
    if (!m_problem)
        return {};
    QString text = m_problem->keepsMoves() && m_saved
        ? tr("The saved game %1 is damaged: %2. The moves before that one are kept, and the game "
             "goes on from there.")
              .arg(displayPath(m_file), m_problem->describe())
        : tr("The saved game %1 could not be read: %2.")
              .arg(displayPath(m_file), m_problem->describe());
    if (!m_keptAs.isEmpty())
        text += QLatin1Char(' ')
            + tr("The damaged file was kept as %1.").arg(QFileInfo(m_keptAs).fileName());
    return text;
}
