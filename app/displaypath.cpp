// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaypath.h"

#include <QDir>

QString displayPath(const QString &path)
{
    const QString home = QDir::homePath();
    QString shown = QDir::cleanPath(path);
    if (!home.isEmpty() && home != QLatin1String("/")
        && (shown == home || shown.startsWith(home + QLatin1Char('/'))))
        shown = QLatin1Char('~') + shown.mid(home.size());
    return QDir::toNativeSeparators(shown);
}
