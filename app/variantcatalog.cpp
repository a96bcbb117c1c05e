// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantcatalog.h"

#include "drawstate.h"
#include "enginetexts.h"

#include <algorithm>

using namespace damas;

namespace {

QString idOf(Variant v)
{
    const std::string_view name = variantName(v);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

std::span<const DrawMaterial> materialsOf(const QString &ruleId, int first, int count)
{
    const DrawRuleInfo *info = EngineTexts::ruleInfo(ruleId);
    if (!info || first < 0 || first >= int(info->materials.size()))
        return {};
    const auto rest = info->materials.subspan(std::size_t(first));
    return count < 0 ? rest : rest.first(std::min(rest.size(), std::size_t(count)));
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

int VariantCatalog::drawLimit(const QString &ruleId, int pieces) const
{
    const DrawRuleInfo *info = EngineTexts::ruleInfo(ruleId);
    if (!info || info->limits.empty())
        return -1;
    if (pieces < 0)
        return info->limits.front().moves;
    const DrawLimit *limit = info->limitFor(pieces);
    return limit ? limit->moves : -1;
}

QVariantList VariantCatalog::drawLimits(const QString &ruleId) const
{
    QVariantList out;
    if (const DrawRuleInfo *info = EngineTexts::ruleInfo(ruleId)) {
        for (const DrawLimit &l : info->limits)
            out.append(QVariantMap {{QStringLiteral("minPieces"), l.minPieces},
                {QStringLiteral("maxPieces"), l.maxPieces}, {QStringLiteral("moves"), l.moves}});
    }
    return out;
}

QString VariantCatalog::drawMaterials(const QString &ruleId, int first, int count) const
{
    QStringList items;
    for (const DrawMaterial &m : materialsOf(ruleId, first, count))
        items << EngineTexts::materialPair(m);
    return EngineTexts::listAnd(items);
}

QString VariantCatalog::drawSides(const QString &ruleId, int first, int count) const
{
    QStringList items;
    for (const DrawMaterial &m : materialsOf(ruleId, first, count))
        items << EngineTexts::material(m.side);
    return EngineTexts::listOr(items);
}

QVariantMap VariantCatalog::board(const QString &id) const
{
    const Variant v = variantFromName(id.toStdString()).value_or(Variant::International);
    const int n = rulesOf(v).boardSize;
    const int men = popcount(Position::start(v).white);
    return {{QStringLiteral("size"), n}, {QStringLiteral("squares"), squareCount(n)},
        {QStringLiteral("men"), men}, {QStringLiteral("rows"), men / (n / 2)},
        {QStringLiteral("lastColumn"), QString(QChar(u'a' + n - 1))}};
}

QString VariantCatalog::drawSentence(const QString &reason) const
{
    return EngineTexts::drawSentence(reason);
}

QString VariantCatalog::exampleFen(const QString &id) const
{
    const auto found = damas::variantFromName(id.toStdString());
    return found ? QString::fromLatin1(damas::rulesOf(*found).startFen) : QString();
}
