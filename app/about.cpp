// SPDX-License-Identifier: GPL-3.0-or-later
#include "about.h"

QString About::version()
{
    return QStringLiteral(DAMAS_VERSION);
}

QString About::licence()
{
    return QStringLiteral("GPL-3.0-or-later");
}

QString About::qtVersion()
{
    return QString::fromLatin1(qVersion());
}
