// SPDX-License-Identifier: GPL-3.0-or-later
#include "setaside.h"

#include <QDateTime>
#include <QFile>

namespace {

// The name the file would be kept under now: one that no file has yet.
QString setAsideName(const QString &file, const QString &tag)
{
    const QString base = file + QLatin1Char('.') + tag + QLatin1Char('-')
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    QString name = base;
    for (int n = 2; QFile::exists(name); ++n)
        name = base + QLatin1Char('-') + QString::number(n);
    return name;
}

} // namespace

QString moveAside(const QString &file, const QString &tag)
{
    const QString kept = setAsideName(file, tag);
    return QFile::rename(file, kept) ? kept : QString();
}

QString copyAside(const QString &file, const QString &tag)
{
    const QString kept = setAsideName(file, tag);
    return QFile::copy(file, kept) ? kept : QString();
}
