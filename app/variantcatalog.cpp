// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantcatalog.h"

#include "drawstate.h"
#include "enginetexts.h"
#include "movegen.h"
#include "notation.h"

using namespace damas;

namespace {

QString idOf(Variant v)
{
    const std::string_view name = variantName(v);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

QVariantMap fact(const QString &topic, const QString &text)
{
    return {{QStringLiteral("topic"), topic}, {QStringLiteral("text"), text}};
}

} // namespace

VariantCatalog::VariantCatalog(QObject *parent)
    : QObject(parent)
{ }

QVariantList VariantCatalog::variants() const
{
    QVariantList out;
    for (Variant v : kAllVariants)
        out.append(QVariantMap {{QStringLiteral("id"), idOf(v)},
            {QStringLiteral("name"), EngineTexts::variantName(v)},
            {QStringLiteral("summary"), EngineTexts::variantSummary(v)}});
    return out;
}

QVariantMap VariantCatalog::describe(const QString &id) const
{
    const auto found = variantFromName(id.toStdString());
    const Variant v = found.value_or(Variant::International);
    const Rules &r = rulesOf(v);
    const int n = r.boardSize;

    QVariantList facts;
    facts.append(fact(tr("Board"),
        tr("%1×%1 squares; play is on the %2 dark squares, with a dark "
           "square in each player's bottom-left corner.")
            .arg(n)
            .arg(squareCount(n))));
    const Position startPosition = Position::start(v);
    const int men = popcount(startPosition.white);
    const QString start = r.firstToMove == Color::White
        ? tr("%1 men each on the first %2 rows. White moves first.")
        : tr("%1 men each on the first %2 rows. Black moves first.");
    facts.append(fact(tr("Start"), start.arg(men).arg(men / (n / 2))));
    facts.append(fact(tr("Men"),
        r.menCaptureBackward ? tr("A man steps one square diagonally forward. It captures "
                                  "forward and backward.")
                             : tr("A man steps one square diagonally forward, and captures "
                                  "forward only.")));
    facts.append(fact(tr("Kings"),
        r.flyingKings ? tr("A king flies: any distance along a free diagonal. It "
                           "captures from afar and may land on any free square "
                           "behind the piece, but must land where it can go on "
                           "capturing if it can.")
                      : tr("A king steps one square in any diagonal direction, "
                           "and captures the same way, forward and backward.")));
    facts.append(fact(tr("Captures"),
        r.majorityCapture ? tr("Capturing is compulsory, and you must take the most pieces (a "
                               "king counts as one piece). Captured pieces are removed when the "
                               "move ends, and none can be jumped twice.")
                          : tr("Capturing is compulsory, but you may choose any capture; once "
                               "begun, it must be finished. Captured pieces are removed when the "
                               "move ends, and none can be jumped twice.")));
    QString crowning;
    switch (r.capturePromotion) {
    case CapturePromotion::EndsMove:
        crowning = tr("A man that reaches the far row is crowned king; if it gets there during a "
                      "capture, the move ends there.");
        break;
    case CapturePromotion::OnlyAtEnd:
        crowning = tr("A man is crowned only if its move ends on the far row; passing over it "
                      "during a capture does not crown.");
        break;
    case CapturePromotion::ContinuesAsKing:
        crowning = tr("A man that reaches the far row is crowned at once, even during a capture, "
                      "and goes on capturing as a king in the same move.");
        break;
    }
    facts.append(fact(tr("Crowning"), crowning));
    const MoveList first = legalMoves(startPosition);
    const QString example
        = first.empty() ? QString() : QString::fromStdString(moveToString(startPosition, first[0]));
    facts.append(fact(tr("Notation"),
        r.notation == NotationStyle::Numeric
            ? tr("The dark squares are numbered 1 to %1 from Black's side. A move "
                 "is written with its squares, like %2, and a capture with an x "
                 "between them.")
                  .arg(squareCount(n))
                  .arg(example)
            : tr("Squares are named by column (a-%1) and row (1-%2) from White's "
                 "side. A move is written like %3, and a capture with a %4 between "
                 "the squares.")
                  .arg(QChar(u'a' + n - 1))
                  .arg(n)
                  .arg(example)
                  .arg(r.notation == NotationStyle::AlgebraicColon ? QStringLiteral("“:”")
                                                                   : QStringLiteral("“x”"))));
    facts.append(fact(tr("End"), tr("A player who has no piece left, or cannot move, loses.")));

    QVariantList counts;
    counts.append(QVariantMap {{QStringLiteral("id"), QStringLiteral("repetition")},
        {QStringLiteral("name"), tr("Threefold repetition")},
        {QStringLiteral("rule"),
            tr("The same position (the same pieces on the same squares, the same side to move) for "
               "the third time since the last capture or man move is a draw. The three times need "
               "not come one after another.")},
        {QStringLiteral("reset"),
            tr("After a capture or a man move, the positions before it no longer count.")}});
    for (DrawRule rule : drawRulesOf(v)) {
        const DrawRuleInfo &info = drawRuleInfo(rule);
        const QString ruleId = QString::fromLatin1(info.id.data(), qsizetype(info.id.size()));
        counts.append(QVariantMap {{QStringLiteral("id"), ruleId},
            {QStringLiteral("name"), EngineTexts::counterName(ruleId)},
            {QStringLiteral("rule"), EngineTexts::counterRule(ruleId)},
            {QStringLiteral("reset"), EngineTexts::counterReset(ruleId)}});
    }

    QString notApplied;
    if (v == Variant::Russian)
        notApplied = tr("Not applied here, because they need an arbiter or a clock: an arbiter "
                        "declaring a position clearly drawn (article 6.1.8.7), a decision that "
                        "depends on the time control (article 6.1.10.4), and the arbiter's "
                        "exception to the 5-move main-diagonal count when a winning chance arises "
                        "(part of article 6.1.8.5).");

    return {{QStringLiteral("id"), idOf(v)}, {QStringLiteral("name"), EngineTexts::variantName(v)},
        {QStringLiteral("facts"), facts}, {QStringLiteral("counts"), counts},
        {QStringLiteral("notApplied"), notApplied}};
}

QString VariantCatalog::exampleFen(const QString &id) const
{
    const auto found = damas::variantFromName(id.toStdString());
    return found ? QString::fromLatin1(damas::rulesOf(*found).startFen) : QString();
}
