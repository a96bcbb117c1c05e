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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianCrowning</name>
    <message>
        <source>Crowning in the middle of a capture</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Coronar en plena captura</translation>
    </message>
    <message>
        <source>A man that reaches the crowning row while capturing becomes a king at once and goes on capturing as a king.</source>
        <translation>Un peón que llega a la fila de coronación mientras captura se convierte en dama en el acto y sigue capturando como dama.</translation>
    </message>
    <message>
        <source>In Russian draughts a man that reaches the crowning row during a capture becomes a king on the spot. If it can capture again, it must, and now with a king&apos;s reach, in the same move. Here b6 jumps c7 and is crowned on d8; as a king it then jumps g5 from a distance and lands on h4.</source>
        <extracomment>b6, c7, d8, g5 and h4 are squares: keep them as they are</extracomment>
        <translation>En las damas rusas, un peón que alcanza la fila de coronación durante una captura se convierte en dama en ese mismo instante. Si puede volver a capturar, debe hacerlo, ya con el alcance de una dama y en la misma jugada. Aquí b6 salta c7 y corona en d8; ya como dama, salta g5 desde lejos y cae en h4.</translation>
    </message>
    <message>
        <source>Watch a man that is crowned halfway through its capture and finishes the move as a king.</source>
        <translation>Observa un peón que corona a mitad de su captura y termina la jugada como dama.</translation>
    </message>
    <message>
        <source>Black plays d8-c7, a mistake: the white man on b6 can now jump c7, because d8 behind it is empty.</source>
        <extracomment>d8, c7 and b6 are squares: keep them as they are</extracomment>
        <translation>Las negras juegan d8-c7, un error: el peón blanco de b6 ya puede saltar c7, porque d8, detrás de él, está vacía.</translation>
    </message>
    <message>
        <source>b6 jumps c7 and lands on d8: a king at once. Still in the same move, the king jumps f6 from a distance and stops on g5, from where it can go on; it jumps e3 and lands on c1. Three men in one move.</source>
        <extracomment>b6, c7, d8, f6, g5, e3 and c1 are squares: keep them as they are</extracomment>
        <translation>b6 salta c7 y cae en d8: es dama en el acto. En la misma jugada, la dama salta f6 desde lejos y se detiene en g5, desde donde puede seguir; salta e3 y cae en c1. Tres peones en una sola jugada.</translation>
    </message>
    <message>
        <source>Your man on b4 can reach the crowning row by capturing. Play the capture that crowns it and goes on as a king in the same move.</source>
        <extracomment>b4 is a square: keep it as it is</extracomment>
        <translation>Tu peón de b4 puede llegar a la fila de coronación capturando. Juega la captura que lo corona y sigue como dama en la misma jugada.</translation>
    </message>
    <message>
        <source>That capture takes one man only. The man on b4 can jump c5 and e7 and be crowned on f8; from there, as a king, it can take g7 and then f4.</source>
        <extracomment>b4, c5, e7, f8, g7 and f4 are squares: keep them as they are</extracomment>
        <translation>Esa captura toma un solo peón. El peón de b4 puede saltar c5 y e7 y coronar en f8; desde allí, ya como dama, puede tomar g7 y después f4.</translation>
    </message>
    <message>
        <source>Four men in one move: crowned on f8, your new king jumped g7, landed on h6 and took f4 from a distance.</source>
        <extracomment>f8, h6 and f4 are squares: keep them as they are</extracomment>
        <translation>Cuatro peones en una jugada: tras coronar en f8, tu nueva dama saltó g7, cayó en h6 y tomó f4 desde lejos.</translation>
    </message>
    <message>
        <source>The man on d4 has two captures, and both end on h4. Choose the one that gets there as a king.</source>
        <extracomment>d4 and h4 are squares: keep them as they are</extracomment>
        <translation>El peón de d4 tiene dos capturas, y las dos terminan en h4. Elige la que llega allí como dama.</translation>
    </message>
    <message>
        <source>Three men and a new king. Because both captures start and end on the same squares, this one is written with the squares in between: d4:b6:d8:h4.</source>
        <extracomment>d4:b6:d8:h4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Tres peones y una dama nueva. Como las dos capturas empiezan y terminan en las mismas casillas, esta se escribe con las casillas intermedias: d4:b6:d8:h4.</translation>
    </message>
    <message>
        <source>The rule works for your opponent too. When one of their men is one jump from your first row, like the black man on a3, look beyond its landing square: from c1 a new king could run along c1-h6 and take more men before your turn comes.</source>
        <extracomment>a3, b2, c1 and c1-h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>La regla también vale para tu rival. Cuando uno de sus peones está a un salto de tu primera fila, como el peón negro de a3, mira más allá de su casilla de llegada: desde c1, una dama recién coronada podría recorrer c1-h6 y tomar más peones antes de que te toque jugar.</translation>
    </message>
    <message>
        <source>Watch what happens when White moves without looking along that diagonal.</source>
        <translation>Observa qué ocurre cuando las blancas juegan sin mirar esa diagonal.</translation>
    </message>
    <message>
        <source>White plays c1-d2 and leaves c1 empty behind the man on b2.</source>
        <extracomment>c1, d2 and b2 are squares: keep them as they are</extracomment>
        <translation>Las blancas juegan c1-d2 y dejan c1 vacía detrás del peón de b2.</translation>
    </message>
    <message>
        <source>a3 jumps b2 and is crowned on c1. As a king it goes on along c1-h6: it jumps d2, stops on e3, jumps f4 and lands on h6. Three white men are gone in one move.</source>
        <extracomment>a3, b2, c1, c1-h6, d2, e3, f4 and h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>a3 salta b2 y corona en c1. Como dama sigue por c1-h6: salta d2, se detiene en e3, salta f4 y cae en h6. Tres peones blancos desaparecen en una sola jugada.</translation>
    </message>
    <message>
        <source>Here c1 is already empty. If Black were to move, a3 would jump b2, be crowned on c1 and run along c1-h6 over d2 and f4. Find the move that stops it.</source>
        <extracomment>c1, a3, b2, c1-h6, d2 and f4 are squares and a diagonal: keep them as they are</extracomment>
        <translation>Aquí c1 ya está vacía. Si jugaran las negras, a3 saltaría b2, coronaría en c1 y recorrería c1-h6 tomando d2 y f4. Encuentra la jugada que lo impide.</translation>
    </message>
    <message>
        <source>After that move the black man still jumps b2 and is crowned on c1, and the new king may go on capturing. Take away the man it would jump.</source>
        <extracomment>b2 and c1 are squares: keep them as they are</extracomment>
        <translation>Después de esa jugada, el peón negro sigue pudiendo saltar b2 y coronar en c1, y la nueva dama puede seguir capturando. Quita de ahí el peón que saltaría.</translation>
    </message>
    <message>
        <source>Right: with b2 gone to c3, the man on a3 has nothing to jump, and no king can run along your diagonal.</source>
        <extracomment>b2, c3 and a3 are squares: keep them as they are</extracomment>
        <translation>Correcto: con b2 en c3, el peón de a3 no tiene nada que saltar, y ninguna dama puede recorrer tu diagonal.</translation>
    </message>
    <message>
        <source>That way jumps e5 and g5 and stops on h4 as a man. The other way takes c5 and c7, is crowned on d8, and the king takes g5 on its way to h4.</source>
        <extracomment>e5, g5, h4, d8, c5 and c7 are squares: keep them as they are</extracomment>
        <translation>Ese camino salta e5 y g5 y se detiene en h4 siendo todavía peón. El otro toma c5 y c7, corona en d8, y la dama toma g5 camino de h4.</translation>
    </message>
</context>
<context>
    <name>RussianForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Capturas forzadas</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to lead theirs where you want it.</source>
        <translation>Tu rival también está obligado a capturar: entrega un peón para llevar uno de los suyos adonde quieras.</translation>
    </message>
    <message>
        <source>Captures are obligatory for your opponent as well. When you offer a man, their capture is forced, so you decide where their man lands. Watch White use it.</source>
        <translation>Las capturas también son obligatorias para tu rival. Cuando ofreces un peón, su captura es forzosa, así que tú decides dónde cae su peón. Observa cómo lo aprovechan las blancas.</translation>
    </message>
    <message>
        <source>White offers a man: h4-g5.</source>
        <extracomment>h4-g5 is a move: keep it as it is</extracomment>
        <translation>Las blancas ofrecen un peón: h4-g5.</translation>
    </message>
    <message>
        <source>Black has no other move: h6 must jump g5, and it lands on f4.</source>
        <extracomment>h6, g5 and f4 are squares: keep them as they are</extracomment>
        <translation>Las negras no tienen otra jugada: h6 tiene que saltar g5 y cae en f4.</translation>
    </message>
    <message>
        <source>Right where White wanted it: g3 jumps f4, d6 and b6 and lands on a5. Three men for one.</source>
        <extracomment>g3, f4, d6, b6 and a5 are squares: keep them as they are</extracomment>
        <translation>Justo donde las blancas querían: g3 salta f4, d6 y b6 y cae en a5. Tres peones por uno.</translation>
    </message>
    <message>
        <source>Give a man to the black man on a5 so that its capture leaves it right in front of your man on b2. Then capture two.</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Entrega un peón al peón negro de a5 de modo que su captura lo deje justo delante de tu peón de b2. Después captura dos.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the man on a5 had to capture, where would it land, and what could your man on b2 jump from there?</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Esa jugada no obliga a nada. Si el peón de a5 tuviera que capturar, ¿dónde caería, y qué podría saltar entonces tu peón de b2?</translation>
    </message>
    <message>
        <source>a5 had to take on b4 and landed on c3; b2 then jumped c3 and e5. Two men for one.</source>
        <extracomment>a5, b4, c3, b2 and e5 are squares: keep them as they are</extracomment>
        <translation>a5 tuvo que tomar en b4 y cayó en c3; entonces b2 saltó c3 y e5. Dos peones por uno.</translation>
    </message>
    <message>
        <source>Find the sacrifice that opens a capture of three men.</source>
        <translation>Encuentra el sacrificio que abre una captura de tres peones.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which of your men can you put where a black man must take it, so that the taker lands in front of your man on e3?</source>
        <extracomment>e3 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. ¿Qué peón tuyo puedes poner donde un peón negro tenga que tomarlo, de modo que el que captura caiga delante de tu peón de e3?</translation>
    </message>
    <message>
        <source>h6 had to take on g5 and landed on f4; e3 then took f4, f6 and d6. Three for one.</source>
        <extracomment>h6, g5, f4, e3, f6 and d6 are squares: keep them as they are</extracomment>
        <translation>h6 tuvo que tomar en g5 y cayó en f4; entonces e3 tomó f4, f6 y d6. Tres por uno.</translation>
    </message>
    <message>
        <source>Sometimes one sacrifice is not enough. Give two men, one after the other, so that your man on b2 can jump three.</source>
        <extracomment>b2 is a square: keep it as it is</extracomment>
        <translation>A veces un sacrificio no basta. Entrega dos peones, uno tras otro, para que tu peón de b2 pueda saltar tres.</translation>
    </message>
    <message>
        <source>That move forces nothing. Start with the man on e5: where would the black man that takes it land?</source>
        <extracomment>e5 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. Empieza por el peón de e5: ¿dónde caería el peón negro que lo tome?</translation>
    </message>
    <message>
        <source>c7 took on d6 and landed on e5, a5 took on b4 and landed on c3, and b2 jumped c3, e5 and g5. Two men given, three taken.</source>
        <extracomment>c7, d6, e5, a5, b4, c3, b2 and g5 are squares: keep them as they are</extracomment>
        <translation>c7 tomó en d6 y cayó en e5, a5 tomó en b4 y cayó en c3, y b2 saltó c3, e5 y g5. Dos peones entregados, tres capturados.</translation>
    </message>
    <message>
        <source>A forced capture can also open the road to the crowning row. Give a man, then capture all the way to row 8.</source>
        <translation>Una captura forzada también puede abrir el camino a la fila de coronación. Entrega un peón y luego captura hasta la fila 8.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which black man could you make land right in front of your man on f2?</source>
        <extracomment>f2 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. ¿Qué peón negro podrías hacer caer justo delante de tu peón de f2?</translation>
    </message>
    <message>
        <source>g5 had to take on f4 and landed on e3; f2 then jumped e3, c5 and c7 and was crowned on d8. Three men and a king for one man.</source>
        <extracomment>g5, f4, e3, f2, c5, c7 and d8 are squares: keep them as they are</extracomment>
        <translation>g5 tuvo que tomar en f4 y cayó en e3; entonces f2 saltó e3, c5 y c7 y coronó en d8. Tres peones y una dama a cambio de un peón.</translation>
    </message>
    <message>
        <source>Now add the Russian rule. Give a man so that the black man on a3 must land in front of your man on d4. Your man then reaches the crowning row in the middle of its capture and goes on as a king.</source>
        <extracomment>a3 and d4 are squares: keep them as they are</extracomment>
        <translation>Ahora súmale la regla rusa. Entrega un peón para que el peón negro de a3 tenga que caer delante de tu peón de d4. Tu peón llegará entonces a la fila de coronación en plena captura y seguirá como dama.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the black man on a3 had to capture, where would it land?</source>
        <extracomment>a3 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. Si el peón negro de a3 tuviera que capturar, ¿dónde caería?</translation>
    </message>
    <message>
        <source>a3 had to take on b4 and landed on c5. d4 jumped c5 and c7, was crowned on d8 and, as a king, took e7 and g5: four men, and Black has two left.</source>
        <extracomment>a3, b4, c5, d4, c7, d8, e7 and g5 are squares: keep them as they are</extracomment>
        <translation>a3 tuvo que tomar en b4 y cayó en c5. d4 saltó c5 y c7, coronó en d8 y, ya como dama, tomó e7 y g5: cuatro peones, y a las negras les quedan dos.</translation>
    </message>
    <message>
        <source>The same weapon works against you. Before each move, ask which man your opponent could offer you, and where your forced capture would take your man.</source>
        <translation>La misma arma funciona contra ti. Antes de cada jugada, pregúntate qué peón podría ofrecerte tu rival y adónde llevaría tu captura forzada a tu peón.</translation>
    </message>
    <message>
        <source>White plays g3-h4 without asking what Black can force.</source>
        <extracomment>g3-h4 is a move: keep it as it is</extracomment>
        <translation>Las blancas juegan g3-h4 sin preguntarse qué pueden forzar las negras.</translation>
    </message>
    <message>
        <source>Black offers a man: f6-g5.</source>
        <extracomment>f6-g5 is a move: keep it as it is</extracomment>
        <translation>Las negras ofrecen un peón: f6-g5.</translation>
    </message>
    <message>
        <source>White has no choice: h4 must jump g5, and it lands on f6.</source>
        <extracomment>h4, g5 and f6 are squares: keep them as they are</extracomment>
        <translation>Las blancas no tienen elección: h4 tiene que saltar g5 y cae en f6.</translation>
    </message>
    <message>
        <source>g7 jumps f6 and d4 and lands on c3. Two men for one, this time against White.</source>
        <extracomment>g7, f6, d4 and c3 are squares: keep them as they are</extracomment>
        <translation>g7 salta f6 y d4 y cae en c3. Dos peones por uno, esta vez contra las blancas.</translation>
    </message>
</context>
<context>
    <name>RussianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quién gana, cómo se ofrecen tablas y qué tablas aplica el programa por sí solo.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on b6 can neither step nor capture, so White has won.</source>
        <extracomment>b6 is a square: keep it as it is</extracomment>
        <translation>Pierde la partida el bando al que le toca jugar y no puede: no le queda ninguna pieza, o ninguna de sus piezas tiene una jugada legal. Aquí juegan las negras, pero el peón de b6 no puede avanzar ni capturar, así que las blancas han ganado.</translation>
    </message>
    <message>
        <source>Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.</source>
        <translation>A las negras les quedan dos peones. Elige la captura que toma los dos: sin ninguna pieza, las negras pierden en el acto.</translation>
    </message>
    <message>
        <source>That capture takes only c3, and the game goes on. The king on a1 can take both men in one move.</source>
        <extracomment>c3 and a1 are squares: keep them as they are</extracomment>
        <translation>Esa captura solo toma c3, y la partida sigue. La dama de a1 puede tomar los dos peones en una sola jugada.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>A las negras no les quedan piezas: ganan las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on h4. Play the move that leaves it with no step and no capture.</source>
        <extracomment>h4 is a square: keep it as it is</extracomment>
        <translation>El último peón negro está en h4. Juega la jugada que lo deja sin poder avanzar ni capturar.</translation>
    </message>
    <message>
        <source>After that move the man on h4 can still move. Its only square is g3: fill it with a man that cannot be jumped, because f2 behind it stays occupied.</source>
        <extracomment>h4, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>Después de esa jugada, el peón de h4 todavía puede jugar. Su única casilla es g3: ocúpala con un peón que no se pueda saltar, porque f2, detrás de él, sigue ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>Las negras tienen un peón, pero ninguna jugada legal: ganan las blancas.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which any black move loses a man.</source>
        <translation>Ahora gana a la computadora en cinco jugadas como máximo: captura todos los peones negros o deja a las negras sin jugada. Busca una jugada de dama tras la cual cualquier jugada negra pierda un peón.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of a button on the play page: use the same words as the button</extracomment>
        <translation>Una partida también puede terminar en tablas de mutuo acuerdo. En la página de juego, «Ofrecer tablas» envía tu oferta junto con tu jugada, solo para el turno siguiente de tu rival. Una vez hecha, no se puede retirar: tu rival la acepta, o la rechaza simplemente jugando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>La computadora responde a tu oferta según su propia valoración de la posición. La acepta cuando no cree que vaya ganando, porque su posición es peor o está más o menos igualada, y dice cuál de las dos. Cuando cree que está mejor, o ve una línea ganadora, la rechaza y lo dice.</translation>
    </message>
    <message>
        <source>Other draws need no offer: the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Las demás tablas no necesitan oferta: el programa las aplica por sí solo. Cuando una posición aparece por tercera vez, o se agota una cuenta de jugadas, la partida termina en el acto y la línea del resultado dice por qué. El panel junto al tablero muestra las cuentas en curso; las próximas lecciones enseñan la repetición y las cuentas.</translation>
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
