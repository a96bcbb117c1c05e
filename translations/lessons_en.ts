<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>AmericanShots</name>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. White takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. White takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. Black takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. Black takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. White takes %n piece more than it gives, and gets a new king.</numerusform>
            <numerusform>The shot: %1. White takes %n pieces more than it gives, and gets a new king.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BrazilianShots</name>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. White takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. White takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. Black takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. Black takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InternationalShots</name>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. White takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. White takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. Black takes %n piece more than it gives, and gets a new king.</numerusform>
            <numerusform>The shot: %1. Black takes %n pieces more than it gives, and gets a new king.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. White takes %n piece more than it gives, and gets a new king.</numerusform>
            <numerusform>The shot: %1. White takes %n pieces more than it gives, and gets a new king.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. Black takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. Black takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message numerus="yes">
        <source>%n piece(s) that can capture were missed: they are marked in blue.</source>
        <translation>
            <numerusform>%n piece that can capture was missed: it is marked in blue.</numerusform>
            <numerusform>%n pieces that can capture were missed: they are marked in blue.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message numerus="yes">
        <source>Goal: win within %n move(s).</source>
        <translation>
            <numerusform>Goal: win within %n move.</numerusform>
            <numerusform>Goal: win within %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: crown a man within %n move(s).</source>
        <translation>
            <numerusform>Goal: crown a man within %n move.</numerusform>
            <numerusform>Goal: crown a man within %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: take every piece within %n move(s).</source>
        <translation>
            <numerusform>Goal: take every piece within %n move.</numerusform>
            <numerusform>Goal: take every piece within %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: do not lose for %n move(s).</source>
        <translation>
            <numerusform>Goal: do not lose for %n move.</numerusform>
            <numerusform>Goal: do not lose for %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left.</source>
        <translation>
            <numerusform>%n move left.</numerusform>
            <numerusform>%n moves left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RussianShots</name>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. White takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. White takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. Black takes %n piece more than it gives.</numerusform>
            <numerusform>The shot: %1. Black takes %n pieces more than it gives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. Black takes %n piece more than it gives, and gets a new king.</numerusform>
            <numerusform>The shot: %1. Black takes %n pieces more than it gives, and gets a new king.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>The shot: %1. White takes %n piece more than it gives, and gets a new king.</numerusform>
            <numerusform>The shot: %1. White takes %n pieces more than it gives, and gets a new king.</numerusform>
        </translation>
    </message>
</context>
</TS>
