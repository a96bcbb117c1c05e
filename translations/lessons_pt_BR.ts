<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>RussianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 32 dark squares, how they are named, and how a move is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White&apos;s left, and a number for its row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side has twelve men. White&apos;s stand on rows 1 to 3, Black&apos;s on rows 6 to 8, and White moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Russian notation: keep it as it is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done. That move is written c3-d4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture is written with a colon instead: d4:b2 means the man on d4 jumps the black man on c3 and lands on b2.</source>
        <extracomment>d4:b2 is a capture in Russian notation: keep it as it is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on c3 jumps d4 and lands on e5, written c3:e5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump the black man on d4 and land on e5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That capture is written c3:e5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2:h6, without f4. The squares in between are written only when two captures share the same start and end but take different pieces.</source>
        <extracomment>d2:h6 and f4 are a move and a square in Russian notation: keep them as they are</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianCaptures</name>
    <message>
        <source>Captures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianCounts</name>
    <message>
        <source>The Russian counts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianCrowning</name>
    <message>
        <source>Crowning in the middle of a capture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianKings</name>
    <message>
        <source>Flying kings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianMen</name>
    <message>
        <source>Men: moving forward</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianRepetition</name>
    <message>
        <source>Repetition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianTechnique</name>
    <message>
        <source>Endgame technique</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
