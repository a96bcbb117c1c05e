// SPDX-License-Identifier: GPL-3.0-or-later
#include "keynames.h"

#include <QKeySequence>

QString KeyNames::standard(int key)
{
    const QList<QKeySequence> bindings = QKeySequence::keyBindings(QKeySequence::StandardKey(key));
    return bindings.isEmpty() ? QString() : bindings.first().toString(QKeySequence::NativeText);
}

QString KeyNames::of(const QString &portable)
{
    return QKeySequence(portable, QKeySequence::PortableText).toString(QKeySequence::NativeText);
}
