<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Las cuentas rusas</translation>
    </message>
    <message>
        <source>The four move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.</source>
        <translation>Las cuatro cuentas de jugadas que terminan la partida en tablas por sí solas: cuándo corre cada una, cuánto dura y qué la reinicia.</translation>
    </message>
    <message>
        <source>Russian rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player; the two endgame counts count only the stronger side&apos;s moves. The panel beside the board shows every running count as moves left. Here all four run at once.</source>
        <translation>Las reglas rusas tienen cuatro cuentas de jugadas. Cuando una se agota, la partida es tablas por sí sola. Los límites se dan en jugadas de cada jugador; las dos cuentas de final cuentan solo las jugadas del bando más fuerte. El panel junto al tablero muestra cada cuenta en marcha como jugadas restantes. Aquí corren las cuatro a la vez.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king, with or without other pieces beside them: the stronger side must capture the lone king by its 15th move, counted from the moment this ending began. Only the stronger side&apos;s moves count, and nothing starts the count again.</source>
        <translation>Tres damas o más contra una dama solitaria, con o sin otras piezas a su lado: el bando más fuerte debe capturar la dama solitaria como máximo en su 15.ª jugada, contada desde que empezó este final. Solo cuentan las jugadas del bando más fuerte, y nada reinicia la cuenta.</translation>
    </message>
    <message>
        <source>Three pieces of any kind, none of them on the main diagonal (a1-h8), against a lone king standing on it: the stronger side has until its 5th move to win. This count ends if the lone king leaves the diagonal or another piece comes onto it.</source>
        <extracomment>a1-h8 names the main diagonal by its two end squares: keep it as it is</extracomment>
        <translation>Tres piezas de cualquier tipo, ninguna en la gran diagonal (a1-h8), contra una dama solitaria situada en ella: el bando más fuerte tiene hasta su 5.ª jugada para ganar. Esta cuenta termina si la dama solitaria sale de la diagonal o si otra pieza entra en ella.</translation>
    </message>
    <message>
        <source>When both sides have a king and at most 7 pieces are left, a count runs: 5 moves per side with 2 or 3 pieces on the board, 30 with 4 or 5, 60 with 6 or 7. Only a capture or a promotion starts it again; a plain man move does not. Here, two kings against one, each side has 5 moves.</source>
        <translation>Cuando los dos bandos tienen dama y quedan 7 piezas o menos, corre una cuenta: 5 jugadas por bando con 2 o 3 piezas en el tablero, 30 con 4 o 5, 60 con 6 o 7. Solo una captura o una coronación la reinicia; un simple movimiento de peón, no. Aquí, dos damas contra una, cada bando tiene 5 jugadas.</translation>
    </message>
    <message>
        <source>When only kings move, with no man moved and nothing captured, another count runs: 15 moves per side with 4 or 5 pieces on the board, 25 with 6 or 7. It does not apply with 2 or 3 pieces. Any man move or capture starts it again. With these four kings, both counts run.</source>
        <translation>Cuando solo se mueven damas, sin mover ningún peón y sin capturar nada, corre otra cuenta: 15 jugadas por bando con 4 o 5 piezas en el tablero, 25 con 6 o 7. No se aplica con 2 o 3 piezas. Cualquier movimiento de peón o captura la reinicia. Con estas cuatro damas corren las dos cuentas.</translation>
    </message>
    <message>
        <source>Both sides have a king and a man. Watch what each kind of move does to the two counts in the panel.</source>
        <translation>Cada bando tiene una dama y un peón. Mira qué hace cada tipo de jugada con las dos cuentas del panel.</translation>
    </message>
    <message>
        <source>A king move: both counts go on.</source>
        <translation>Una jugada de dama: las dos cuentas siguen.</translation>
    </message>
    <message>
        <source>Another king move: both counts go on.</source>
        <translation>Otra jugada de dama: las dos cuentas siguen.</translation>
    </message>
    <message>
        <source>a5-b6 is a man move: the count of only kings moving starts again, but the count for kings on both sides keeps running.</source>
        <extracomment>a5-b6 is a move: keep it as it is</extracomment>
        <translation>a5-b6 es un movimiento de peón: la cuenta de «solo se mueven damas» vuelve a empezar, pero la de «damas en ambos bandos» sigue corriendo.</translation>
    </message>
    <message>
        <source>Another man move: again only the count of only kings moving starts again.</source>
        <translation>Otro movimiento de peón: de nuevo solo vuelve a empezar la cuenta de «solo se mueven damas».</translation>
    </message>
    <message>
        <source>c7-d8 crowns the man. A promotion starts both counts again.</source>
        <extracomment>c7-d8 is a move: keep it as it is</extracomment>
        <translation>c7-d8 corona el peón. Una coronación reinicia las dos cuentas.</translation>
    </message>
    <message>
        <source>With 8 pieces or more on the board, neither of the last two counts applies, and the endgame counts need a lone king: here no count runs. The number of pieces changes only by a capture, and a capture starts both of those counts again, so their limit never changes while they run.</source>
        <translation>Con 8 piezas o más en el tablero no se aplica ninguna de las dos últimas cuentas, y las cuentas de final necesitan una dama solitaria: aquí no corre ninguna cuenta. El número de piezas solo cambia con una captura, y una captura reinicia esas dos cuentas, así que su límite nunca cambia mientras corren.</translation>
    </message>
    <message>
        <source>White has already made 2 of its 5 moves against the lone king on the main diagonal. A white king that stepped onto the diagonal now would be captured, so White cannot stop the count. Watch it run out.</source>
        <translation>Las blancas ya han hecho 2 de sus 5 jugadas contra la dama solitaria en la gran diagonal. Una dama blanca que pisara ahora la diagonal sería capturada, así que las blancas no pueden detener la cuenta. Mira cómo se agota.</translation>
    </message>
    <message>
        <source>White&apos;s 3rd move: two left.</source>
        <translation>3.ª jugada de las blancas: quedan dos.</translation>
    </message>
    <message>
        <source>The black king stays on the main diagonal; its own moves do not count.</source>
        <translation>La dama negra se queda en la gran diagonal; sus propias jugadas no cuentan.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: one left.</source>
        <translation>4.ª jugada de las blancas: queda una.</translation>
    </message>
    <message>
        <source>Back to the corner, still on the diagonal.</source>
        <translation>Vuelve a la esquina, siempre en la diagonal.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move, and the lone king is still there. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.</source>
        <translation>5.ª jugada de las blancas, y la dama solitaria sigue ahí. La partida es tablas: «Regla de final: el bando más fuerte no ganó en las jugadas permitidas».</translation>
    </message>
    <message>
        <source>Two kings against one: each side has 5 moves, and 3 each have gone. Both sides&apos; moves count here.</source>
        <translation>Dos damas contra una: cada bando tiene 5 jugadas, y ya se han hecho 3 por bando. Aquí cuentan las jugadas de los dos bandos.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: White has one left, Black two.</source>
        <translation>4.ª jugada de las blancas: a las blancas les queda una, a las negras dos.</translation>
    </message>
    <message>
        <source>Black&apos;s 4th move: one each.</source>
        <translation>4.ª jugada de las negras: una para cada bando.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move: only Black&apos;s last move remains.</source>
        <translation>5.ª jugada de las blancas: solo queda la última jugada de las negras.</translation>
    </message>
    <message>
        <source>Black&apos;s 5th move: the count is over. The game is drawn: “Move limit: too long without captures”.</source>
        <translation>5.ª jugada de las negras: la cuenta se ha agotado. La partida es tablas: «Límite de jugadas: demasiado tiempo sin capturas».</translation>
    </message>
    <message>
        <source>This is White&apos;s 5th and last move against the lone king on the main diagonal, and the king has just stepped onto d4. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.</source>
        <extracomment>d4 is a square name: keep it as it is</extracomment>
        <translation>Es la 5.ª y última jugada de las blancas contra la dama solitaria en la gran diagonal, y la dama acaba de ponerse en d4. Captúrala: la victoria se comprueba antes que cualquier cuenta, así que capturar la última pieza en la última jugada contada gana.</translation>
    </message>
    <message>
        <source>Capture the black king: jump it from g1 along the diagonal toward a7.</source>
        <translation>Captura la dama negra: sáltala desde g1 por la diagonal hacia a7.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>La última pieza cae en la última jugada contada: la partida se gana, no es tablas.</translation>
    </message>
    <message>
        <source>Three parts of the Russian rules need an arbiter or a clock, so they are not applied here: article 6.1.8.7 (an arbiter declares a position clearly drawn), article 6.1.10.4 (it depends on the time control), and the arbiter&apos;s exception to the main diagonal rule when a winning chance arises (part of 6.1.8.5).</source>
        <translation>Tres partes de las reglas rusas necesitan un árbitro o un reloj, así que aquí no se aplican: el artículo 6.1.8.7 (un árbitro declara que una posición es claramente tablas), el artículo 6.1.10.4 (depende del ritmo de juego) y la excepción arbitral a la regla de la gran diagonal cuando surge una posibilidad de victoria (parte del 6.1.8.5).</translation>
    </message>
    <message>
        <source>What starts each count again? The two endgame counts: nothing; they only end when their ending is over. Kings on both sides: a capture or a promotion. Only kings moving: a capture or any man move. Hover over a count in the panel to read its rule.</source>
        <translation>¿Qué reinicia cada cuenta? Las dos cuentas de final: nada; solo terminan cuando se acaba su final. Damas en ambos bandos: una captura o una coronación. Solo se mueven damas: una captura o cualquier movimiento de peón. Pasa el puntero sobre una cuenta del panel para leer su regla.</translation>
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
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Juega una partida con estas reglas</translation>
    </message>
    <message>
        <source>A short recap of the Russian rules, then a game against the computer.</source>
        <translation>Un breve repaso de las reglas rusas y, después, una partida contra la computadora.</translation>
    </message>
    <message>
        <source>What makes Russian draughts its own: men capture backwards as well as forwards, kings fly along open diagonals, and you may choose any capture, however small. A man that reaches the last row during a capture becomes a king at once and goes on capturing as a king.</source>
        <translation>Lo que hace únicas a las damas rusas: los peones capturan hacia atrás y hacia delante, las damas recorren las diagonales libres a cualquier distancia y puedes elegir cualquier captura, por pequeña que sea. Un peón que llega a la última fila durante una captura corona en el acto y sigue capturando como dama.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the four move counts running out. The result line says why the game ended.</source>
        <translation>Pierdes si en tu turno no te quedan piezas o jugadas legales. Se pueden ofrecer tablas; las demás tablas llegan solas: una posición por tercera vez o una de las cuatro cuentas de jugadas agotada. La línea del resultado dice por qué terminó la partida.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.</source>
        <translation>Durante la partida, el panel Cuentas de tablas, junto al tablero, muestra cada cuenta en marcha, con las jugadas que quedan y una barra que se acorta al acercarse el final. Pasa el puntero sobre una cuenta para leer su regla y qué la reinicia. Debajo de las cuentas, el panel avisa cuando una posición se ha dado dos veces.</translation>
    </message>
    <message>
        <source>You know the rules of Russian draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.</source>
        <translation>Ya conoces las reglas de las damas rusas. Empieza una partida contra la computadora con estas reglas y vigila las cuentas cuando llegue el final.</translation>
    </message>
</context>
<context>
    <name>RussianRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>La misma posición por tercera vez es tablas: cómo se cuenta, qué hace borrón y cuenta nueva y cómo evitarla.</translation>
    </message>
    <message>
        <source>When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.</source>
        <translation>Cuando las mismas piezas están en las mismas casillas, con el mismo bando al turno, por tercera vez, la partida es tablas. Nadie tiene que reclamarlas: se aplican automáticamente en cuanto la posición aparece por tercera vez.</translation>
    </message>
    <message>
        <source>The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.</source>
        <translation>La misma posición significa cada peón y cada dama de cada color en la misma casilla, y el mismo bando al turno. Un peón y una dama son piezas distintas. Las tres veces no tienen que ser seguidas: entre ellas puede haber otras posiciones.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.</source>
        <translation>Las blancas tienen una dama de más y deberían ganar. Mira cómo tiran esa ventaja moviendo sus damas de ida y vuelta mientras la dama negra hace lo mismo. Sigue las repeticiones en el panel.</translation>
    </message>
    <message>
        <source>g1-h2: the king steps aside. It achieves nothing.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2: la dama se aparta. No consigue nada.</translation>
    </message>
    <message>
        <source>b8-a7: Black shuffles too.</source>
        <extracomment>b8-a7 is a move: keep it as it is</extracomment>
        <translation>b8-a7: las negras también van y vienen.</translation>
    </message>
    <message>
        <source>The king goes back to g1.</source>
        <translation>La dama vuelve a g1.</translation>
    </message>
    <message>
        <source>The black king goes back to b8: the starting position is on the board for the second time. The panel warns that a third time draws.</source>
        <translation>La dama negra vuelve a b8: la posición inicial está en el tablero por segunda vez. El panel avisa de que una tercera vez es tablas.</translation>
    </message>
    <message>
        <source>a1-b2: now White moves the other king. This position is new.</source>
        <extracomment>a1-b2 is a move: keep it as it is</extracomment>
        <translation>a1-b2: ahora las blancas mueven la otra dama. Esta posición es nueva.</translation>
    </message>
    <message>
        <source>Black answers with the same shuffle to a7.</source>
        <translation>Las negras responden con el mismo vaivén a a7.</translation>
    </message>
    <message>
        <source>The king returns to a1. This position, with the black king on a7, is here for the second time too.</source>
        <translation>La dama regresa a a1. Esta posición, con la dama negra en a7, también aparece por segunda vez.</translation>
    </message>
    <message>
        <source>The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.</source>
        <translation>La posición inicial aparece por tercera vez, aunque no justo después de la segunda. La partida termina en el acto: «La misma posición apareció tres veces».</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.</source>
        <translation>Una repetición necesita que los dos bandos vuelvan a las mismas casillas. Así que el bando que va por delante siempre tiene algo que decir: en cualquier jugada las blancas podían mover su peón o llevar una dama a una casilla nueva. Si vas ganando, varía tus jugadas; si vas perdiendo, una repetición puede salvar la partida.</translation>
    </message>
    <message>
        <source>This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.</source>
        <translation>Esta posición aparece por segunda vez. Una captura o un movimiento de peón hace borrón y cuenta nueva: después de cualquiera de los dos ninguna posición anterior puede volver, así que se empieza a contar de nuevo.</translation>
    </message>
    <message>
        <source>c3-b4: a man move. A man never moves back, so the two earlier visits no longer count. The count of only kings moving starts again too.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>c3-b4: un movimiento de peón. Un peón nunca retrocede, así que las dos apariciones anteriores ya no cuentan. La cuenta de «solo se mueven damas» también vuelve a empezar.</translation>
    </message>
    <message>
        <source>The black king shuffles to a7 as before.</source>
        <translation>La dama negra va a a7 como antes.</translation>
    </message>
    <message>
        <source>The same king move as in the earlier shuffle, but with the man on b4 this position is new: it has occurred once.</source>
        <translation>La misma jugada de dama que en el vaivén de antes, pero con el peón en b4 esta posición es nueva: se ha dado una sola vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling. The position you would get after g1-h2 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>Las damas han ido y venido. La posición que tendrías tras g1-h2 ya ha estado dos veces en el tablero. Conserva tus opciones de ganar: haz una jugada que no la traiga por tercera vez.</translation>
    </message>
    <message>
        <source>g1-h2 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2 trae esa posición por tercera vez: la partida es tablas en el acto y la dama de más se desperdicia. Cualquier otra jugada mantiene viva la partida.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as c3-b4 even wipes the slate clean, since no earlier position can come back after it.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>Correcto, la partida sigue. Un movimiento de peón como c3-b4 incluso hace borrón y cuenta nueva, porque después ninguna posición anterior puede volver.</translation>
    </message>
    <message>
        <source>The referee checks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>El árbitro comprueba la repetición después de cada jugada, antes que cualquier cuenta de jugadas: una tercera aparición es tablas aunque a una cuenta aún le queden jugadas. El panel te avisa cuando la posición del tablero ya se ha dado dos veces.</translation>
    </message>
</context>
<context>
    <name>RussianTechnique</name>
    <message>
        <source>Endgame technique</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Técnica de finales</translation>
    </message>
    <message>
        <source>Three kings against one: take the main diagonal, build Petrov&apos;s triangle and catch the lone king before the count runs out; and how the lone king holds the draw.</source>
        <translation>Tres damas contra una: toma la gran diagonal, forma el triángulo de Petrov y atrapa a la dama solitaria antes de que se agote la cuenta; y cómo la dama solitaria defiende las tablas.</translation>
    </message>
    <message>
        <source>Three kings against a lone king win only if the stronger side holds the main diagonal (a1-h8). With a king of yours on it, the 5-move count cannot start, and you have 15 moves: a good method needs far fewer.</source>
        <translation>Tres damas contra una dama solitaria solo ganan si el bando más fuerte domina la gran diagonal (a1-h8). Con una dama tuya en ella, la cuenta de 5 jugadas no puede empezar y tienes 15 jugadas: un buen método necesita muchas menos.</translation>
    </message>
    <message>
        <source>None of your kings is on the main diagonal, and the black king threatens h2-e5 to settle there. Take the main diagonal first with one of your kings.</source>
        <extracomment>h2-e5 is a move: keep it as it is</extracomment>
        <translation>Ninguna de tus damas está en la gran diagonal, y la dama negra amenaza h2-e5 para instalarse en ella. Toma primero la gran diagonal con una de tus damas.</translation>
    </message>
    <message>
        <source>Good: the main diagonal is yours, so the 5-move count cannot start and you keep all 15 moves.</source>
        <translation>Bien: la gran diagonal es tuya, así que la cuenta de 5 jugadas no puede empezar y conservas las 15 jugadas.</translation>
    </message>
    <message>
        <source>The king on a1 already holds the main diagonal. Watch White build the triangle and catch the lone king, with the count in the panel.</source>
        <translation>La dama de a1 ya domina la gran diagonal. Mira cómo las blancas forman el triángulo y atrapan a la dama solitaria, con la cuenta en el panel.</translation>
    </message>
    <message>
        <source>c1-e3: a king takes the double diagonal g1-a7.</source>
        <extracomment>c1-e3 and g1-a7 are a move and a diagonal: keep them as they are</extracomment>
        <translation>c1-e3: una dama toma la diagonal doble g1-a7.</translation>
    </message>
    <message>
        <source>The lone king looks for room.</source>
        <translation>La dama solitaria busca espacio.</translation>
    </message>
    <message>
        <source>h2-f4: a second king takes the other double diagonal, h2-b8.</source>
        <extracomment>h2-f4 and h2-b8 are a move and a diagonal: keep them as they are</extracomment>
        <translation>h2-f4: una segunda dama toma la otra diagonal doble, h2-b8.</translation>
    </message>
    <message>
        <source>The lone king heads for the far side.</source>
        <translation>La dama solitaria se va al otro lado.</translation>
    </message>
    <message>
        <source>a1-c3: the first king steps up, still on the main diagonal.</source>
        <extracomment>a1-c3 is a move: keep it as it is</extracomment>
        <translation>a1-c3: la primera dama avanza, siempre en la gran diagonal.</translation>
    </message>
    <message>
        <source>The lone king runs to the edge.</source>
        <translation>La dama solitaria corre al borde.</translation>
    </message>
    <message>
        <source>f4-d6: the triangle c3, e3, d6 stands. Only a few edge squares are left to the lone king.</source>
        <extracomment>f4-d6 is a move: keep it as it is</extracomment>
        <translation>f4-d6: el triángulo c3, e3, d6 está formado. A la dama solitaria solo le quedan unas pocas casillas del borde.</translation>
    </message>
    <message>
        <source>It goes to h4.</source>
        <translation>Va a h4.</translation>
    </message>
    <message>
        <source>d6-b4: the kings get ready to finish.</source>
        <extracomment>d6-b4 is a move: keep it as it is</extracomment>
        <translation>d6-b4: las damas se preparan para rematar.</translation>
    </message>
    <message>
        <source>Back to d8.</source>
        <translation>Vuelve a d8.</translation>
    </message>
    <message>
        <source>e3-b6: a sacrifice. Capturing is compulsory.</source>
        <extracomment>e3-b6 is a move: keep it as it is</extracomment>
        <translation>e3-b6: un sacrificio. Capturar es obligatorio.</translation>
    </message>
    <message>
        <source>The lone king must take it and lands on a5. With two kings left, the three-kings count is over, and the count for kings on both sides starts again at 5 moves per side.</source>
        <translation>La dama solitaria debe capturarla y cae en a5. Con dos damas blancas, la cuenta de tres damas termina, y la de «damas en ambos bandos» vuelve a empezar con 5 jugadas por bando.</translation>
    </message>
    <message>
        <source>c3-e1: a second sacrifice. Now the king on b4 must be taken.</source>
        <extracomment>c3-e1 and b4 are a move and a square: keep them as they are</extracomment>
        <translation>c3-e1: un segundo sacrificio. Ahora hay que capturar la dama de b4.</translation>
    </message>
    <message>
        <source>Forced again, whether it lands on c3 or d2.</source>
        <translation>Obligada otra vez, caiga en c3 o en d2.</translation>
    </message>
    <message>
        <source>The king on e1 captures the lone king: White wins with its 8th move, well within the 15.</source>
        <translation>La dama de e1 captura a la dama solitaria: las blancas ganan con su 8.ª jugada, muy dentro de las 15.</translation>
    </message>
    <message>
        <source>Your turn, against the computer at full strength: the same position, reflected across the main diagonal. Keep a king on the main diagonal (a1), put the others on the double diagonals g1-a7 and h2-b8, and catch the lone king before your 15 moves run out.</source>
        <extracomment>a1, g1-a7 and h2-b8 are a square and diagonals: keep them as they are</extracomment>
        <translation>Te toca a ti, contra la computadora a máxima fuerza: la misma posición, reflejada sobre la gran diagonal. Mantén una dama en la gran diagonal (a1), lleva las otras a las diagonales dobles g1-a7 y h2-b8, y atrapa a la dama solitaria antes de que se agoten tus 15 jugadas.</translation>
    </message>
    <message>
        <source>With the lone king, the same facts are your plan. Go to the main diagonal and stay on it, out of reach: while you are its only piece, the stronger side has just 5 moves. A king of theirs that steps onto it without cover can be captured.</source>
        <translation>Con la dama solitaria, esos mismos hechos son tu plan. Ve a la gran diagonal y quédate en ella, fuera de alcance: mientras seas la única pieza en ella, el bando más fuerte solo tiene 5 jugadas. Una dama rival que entre en ella sin protección puede ser capturada.</translation>
    </message>
    <message>
        <source>Now you have the lone king against three black kings. Reach the main diagonal, stay on it out of reach, and hold on until a count ends the game in a draw.</source>
        <translation>Ahora tienes tú la dama solitaria contra tres damas negras. Llega a la gran diagonal, quédate en ella fuera de alcance y aguanta hasta que una cuenta termine la partida en tablas.</translation>
    </message>
    <message>
        <source>Keep a safe man move in reserve, but know what it buys: in Russian draughts it starts the count of only kings moving again, while the count for kings on both sides keeps running. Only a capture or a promotion restarts that one.</source>
        <translation>Guarda en reserva un movimiento de peón seguro, pero sabe lo que te da: en las damas rusas reinicia la cuenta de «solo se mueven damas», mientras la de «damas en ambos bandos» sigue corriendo. Esa solo la reinicia una captura o una coronación.</translation>
    </message>
    <message>
        <source>Practical advice: don&apos;t move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game. Know the number before simplifying: two kings against one give only 5 moves per side. And take the main diagonal first.</source>
        <translation>Consejos prácticos: no muevas damas por mover, porque una jugada que no cambia nada gasta la cuenta, y una tercera repetición termina la partida. Conoce el número antes de simplificar: dos damas contra una solo dan 5 jugadas por bando. Y toma primero la gran diagonal.</translation>
    </message>
    <message>
        <source>Now the black king gets onto the main diagonal at e5 (after some moves even by capturing a king), and you would have only 5 moves to win. Put a king on a1-h8 where it cannot be captured.</source>
        <extracomment>e5 and a1-h8 are a square and a diagonal: keep them as they are</extracomment>
        <translation>Ahora la dama negra entra en la gran diagonal por e5 (tras algunas jugadas, incluso capturando una dama), y solo tendrías 5 jugadas para ganar. Pon una dama en a1-h8 donde no pueda ser capturada.</translation>
    </message>
    <message>
        <source>The method is called Petrov&apos;s triangle. One king holds the main diagonal (c3), the others the two double diagonals that run from the double corners, g1-a7 (e3) and h2-b8 (d6). With the triangle built and White to move, the lone king has only a few edge squares left and is caught within five moves.</source>
        <extracomment>c3, e3, d6, g1-a7 and h2-b8 are squares and diagonals: keep them as they are</extracomment>
        <translation>El método se llama triángulo de Petrov. Una dama domina la gran diagonal (c3) y las otras las dos diagonales dobles que salen de las esquinas dobles, g1-a7 (e3) y h2-b8 (d6). Con el triángulo formado y turno de las blancas, a la dama solitaria le quedan pocas casillas del borde y cae en cinco jugadas como máximo.</translation>
    </message>
</context>
</TS>
