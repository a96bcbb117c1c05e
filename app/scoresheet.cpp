// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoresheet.h"

#include "game.h"
#include "gamefiles.h"
#include "notation.h"
#include "pdnfile.h"
#include "resulttexts.h"

#include <QDateTime>
#include <QUrl>
#include <QUuid>

#include <algorithm>

using namespace damas;

void ScoreSheet::start(bool over)
{
    m_offers.clear();
    m_recentId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_endWritten = over;
}

void ScoreSheet::noteOffer(int ply)
{
    if (m_offers.empty() || m_offers.back() != ply)
        m_offers.push_back(ply);
}

void ScoreSheet::setOffers(const std::vector<int> &offers, int plies)
{
    m_offers.clear();
    std::copy_if(offers.begin(), offers.end(), std::back_inserter(m_offers),
        [plies](int ply) { return ply <= plies + 1; });
}

void ScoreSheet::forgetAfter(int ply)
{
    std::erase_if(m_offers, [ply](int offer) { return offer > ply; });
}

QStringList ScoreSheet::moveTexts(const Game &game) const
{
    QStringList texts;
    for (int i = 0; i < game.ply(); ++i) {
        QString text = QString::fromStdString(moveToString(game.positionAt(i), game.moves()[i]));
        if (std::find(m_offers.begin(), m_offers.end(), i + 1) != m_offers.end())
            text += QLatin1Char('=');
        texts.append(text);
    }
    return texts;
}

GameRecord ScoreSheet::record(const Game &game, const Players &players) const
{
    const bool white = players.human == Color::White;
    if (players.twoPlayers) {
        const QString first = tr("Player 1");
        const QString second = tr("Player 2");
        return GameFiles::record(game, m_offers, tr("Game between two players"),
            white ? first : second, white ? second : first);
    }
    const QString computer = tr("Computer, level %1").arg(players.level);
    const QString player = tr("Player");
    return GameFiles::record(game, m_offers, tr("Game against the computer"),
        white ? player : computer, white ? computer : player);
}

QString ScoreSheet::pdnText(const Game &game, const Players &players) const
{
    return QString::fromStdString(writePdn(record(game, players)));
}

QString ScoreSheet::save(const Game &game, const Players &players, const QUrl &file) const
{
    QString error;
    PdnFile::save(file.toLocalFile(), record(game, players), &error);
    return error;
}

SavedGame ScoreSheet::savedGame(const Game &game, const Players &players) const
{
    SavedGame saved = GameFiles::savedGame(game, m_offers);
    saved.human = players.human;
    saved.level = players.level;
    saved.twoPlayers = players.twoPlayers;
    return saved;
}

std::optional<RecentGame> ScoreSheet::newEnding(
    const Game &game, const Players &players, bool computerWasBehind)
{
    if (!game.isOver()) {
        m_endWritten = false;
        return std::nullopt;
    }
    if (m_endWritten)
        return std::nullopt;
    m_endWritten = true;
    RecentGame entry;
    entry.id = m_recentId;
    entry.date = QDateTime::currentDateTimeUtc();
    entry.variant = game.variant();
    entry.twoPlayers = players.twoPlayers;
    entry.level = players.level;
    entry.human = players.human;
    entry.result = game.result();
    entry.reason = game.reason();
    entry.ply = game.ply();
    entry.computerWasBehind = entry.reason == ResultReason::Agreement && computerWasBehind;
    const ResultTexts::Players texts {players.human, players.twoPlayers, computerWasBehind};
    entry.title = ResultTexts::title(game, texts);
    entry.line = ResultTexts::line(game, texts);
    entry.pdn = pdnText(game, players);
    const SavedGame ended = GameFiles::savedGame(game, {});
    entry.ending = ended.ending;
    entry.resigned = ended.resigned;
    return entry;
}
