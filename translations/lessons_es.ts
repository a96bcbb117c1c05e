<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>RussianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>El tablero y la notación</translation>
    </message>
    <message>
        <source>Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White&apos;s left, and a number for its row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation>Las damas rusas se juegan en las 32 casillas oscuras de un tablero de 8×8. Cada casilla tiene un nombre: una letra para su columna, de la a a la h empezando por la izquierda de las blancas, y un número para su fila, del 1 al 8 empezando por el lado de las blancas. La esquina oscura a la izquierda de las blancas es a1; la opuesta, h8.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Una jugada que no captura nada une sus dos casillas con un guion: c3-d4 lleva el peón de c3 una casilla hacia delante, a d4. Juega c3-d4.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <extracomment>c3-d4 and d4 are a move and a square: keep them as they are</extracomment>
        <translation>Esa jugada es legal, pero aquí se pide c3-d4: el peón de c3 avanza una casilla, hasta d4.</translation>
    </message>
    <message>
        <source>Well done. That move is written c3-d4.</source>
        <extracomment>c3-d4 is a move: keep it as it is</extracomment>
        <translation>Muy bien. Esa jugada se escribe c3-d4.</translation>
    </message>
    <message>
        <source>A capture is written with a colon instead: d4:b2 means the man on d4 jumps the black man on c3 and lands on b2.</source>
        <extracomment>d4:b2 is a capture in Russian notation: keep it as it is</extracomment>
        <translation>Una captura, en cambio, se escribe con dos puntos: d4:b2 significa que el peón de d4 salta el peón negro de c3 y cae en b2.</translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on c3 jumps d4 and lands on e5, written c3:e5.</source>
        <extracomment>c3:e5, c3, d4 and e5 are a capture and squares: keep them as they are</extracomment>
        <translation>Ahora captura tú el peón negro: el peón de c3 salta d4 y cae en e5, lo que se escribe c3:e5.</translation>
    </message>
    <message>
        <source>Jump the black man on d4 and land on e5.</source>
        <extracomment>d4 and e5 are squares: keep them as they are</extracomment>
        <translation>Salta el peón negro de d4 y cae en e5.</translation>
    </message>
    <message>
        <source>That capture is written c3:e5.</source>
        <extracomment>c3:e5 is a capture: keep it as it is</extracomment>
        <translation>Esa captura se escribe c3:e5.</translation>
    </message>
    <message>
        <source>The 32 dark squares, how they are named, how the game starts, and how a move is written.</source>
        <translation>Las 32 casillas oscuras, cómo se llaman, cómo empieza la partida y cómo se escribe una jugada.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twelve men: White&apos;s stand on rows 1 to 3, Black&apos;s on rows 6 to 8, and the two middle rows are empty. White always makes the first move.</source>
        <translation>Así empieza toda partida. Cada bando tiene doce peones: los blancos ocupan las filas 1 a 3, los negros las filas 6 a 8, y las dos filas centrales quedan vacías. Siempre juegan primero las blancas.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2:h6, without f4.</source>
        <extracomment>d2:h6 and f4 are a move and a square in Russian notation: keep them as they are</extracomment>
        <translation>Una captura de varias piezas se escribe solo con su inicio y su final: esta salta e3 y g5, pasa por f4 y se escribe d2:h6, sin f4.</translation>
    </message>
    <message>
        <source>Three captures are possible here. Play the one written e3:a3: the man on e3 jumps d4, lands on c5, then jumps b4 and ends on a3.</source>
        <extracomment>e3:a3, c5, d4, b4 and a3 are a capture and squares: keep them as they are</extracomment>
        <translation>Aquí hay tres capturas posibles. Juega la que se escribe e3:a3: el peón de e3 salta d4, cae en c5, luego salta b4 y termina en a3.</translation>
    </message>
    <message>
        <source>That capture is legal too, but it is not e3:a3. Look for the one that starts on e3 and ends on a3.</source>
        <extracomment>e3:a3, e3 and a3 are a capture and squares: keep them as they are</extracomment>
        <translation>Esa captura también es legal, pero no es e3:a3. Busca la que empieza en e3 y termina en a3.</translation>
    </message>
    <message>
        <source>Right: two men taken, and only the start and the end are written, e3:a3, not c5.</source>
        <extracomment>e3:a3 and c5 are a capture and a square: keep them as they are</extracomment>
        <translation>Correcto: dos peones capturados, y solo se escriben el inicio y el final, e3:a3, sin c5.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end but take different pieces is the whole path written. Here both go from c3 to e1: one takes d2 alone and is written c3:e1; the other first goes round the four men and back to c3, and is written c3:a5:c7:e5:c3:e1.</source>
        <extracomment>c3, e1, d2 and the moves c3:e1, c3:a5:c7:e5:c3:e1 stay as they are</extracomment>
        <translation>El camino completo solo se escribe cuando dos capturas tienen el mismo inicio y el mismo final pero toman piezas distintas. Aquí las dos van de c3 a e1: una toma solo d2 y se escribe c3:e1; la otra primero da la vuelta a los cuatro peones, vuelve a c3 y se escribe c3:a5:c7:e5:c3:e1.</translation>
    </message>
    <message>
        <source>Play the capture written c3:a5:c7:e5:c3:e1: round the four men, back to c3, then over d2 to e1.</source>
        <extracomment>c3:a5:c7:e5:c3:e1 is a capture written in full: keep it as it is</extracomment>
        <translation>Juega la captura que se escribe c3:a5:c7:e5:c3:e1: la vuelta a los cuatro peones, de nuevo a c3 y luego sobre d2 hasta e1.</translation>
    </message>
    <message>
        <source>That was c3:e1, which takes only d2. The step asks for the long one, c3:a5:c7:e5:c3:e1, which takes all five men.</source>
        <extracomment>c3:e1, d2 and c3:a5:c7:e5:c3:e1 stay as they are</extracomment>
        <translation>Esa era c3:e1, que solo toma d2. Aquí se pide la larga, c3:a5:c7:e5:c3:e1, que toma los cinco peones.</translation>
    </message>
    <message>
        <source>All five men are gone. Because the short capture also goes from c3 to e1, this one is written with every square it lands on.</source>
        <extracomment>c3 and e1 are squares: keep them as they are</extracomment>
        <translation>Los cinco peones han desaparecido. Como la captura corta también va de c3 a e1, esta se escribe con cada casilla en la que cae.</translation>
    </message>
</context>
<context>
    <name>RussianCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Las capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, men capture both ways, a capture goes on to the end, and you may choose any capture.</source>
        <translation>Capturar es obligatorio, los peones capturan en ambos sentidos, una captura sigue hasta el final y puedes elegir cualquier captura.</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy piece right next to it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on c3 has to take d4 and land on e5; the man on g3 may not move this turn.</source>
        <extracomment>c3, d4, e5 and g3 are squares: keep them as they are</extracomment>
        <translation>Un peón captura saltando en diagonal sobre una pieza rival contigua hasta la casilla vacía justo detrás. Capturar es obligatorio: si puedes capturar, debes hacerlo. Aquí el peón de c3 tiene que tomar d4 y caer en e5; el peón de g3 no puede moverse en este turno.</translation>
    </message>
    <message>
        <source>Men capture backward as well as forward. Your man on e5 can take either black man: choose the capture after which it is not taken straight back.</source>
        <translation>Los peones capturan hacia atrás igual que hacia delante. Tu peón de e5 puede tomar cualquiera de los dos peones negros: elige la captura tras la cual no te lo toman enseguida.</translation>
    </message>
    <message>
        <source>After e5:c7 the black man on b8 jumps your man (b8:d6). Capture backward instead: e5:g3.</source>
        <extracomment>e5:c7, b8, b8:d6 and e5:g3 are captures and squares: keep them as they are</extracomment>
        <translation>Tras e5:c7, el peón negro de b8 salta tu peón (b8:d6). Captura mejor hacia atrás: e5:g3.</translation>
    </message>
    <message>
        <source>Right: e5:g3 jumps f4 backward, and nothing can take your man on g3.</source>
        <extracomment>e5:g3 and f4 are a capture and a square: keep them as they are</extracomment>
        <translation>Correcto: e5:g3 salta f4 hacia atrás, y nada puede tomar tu peón de g3.</translation>
    </message>
    <message>
        <source>A capture must be completed: after each jump, if the man can jump again, it goes on, forward or backward. Capture with the man on a3 and keep jumping until nothing more can be taken.</source>
        <extracomment>a3 is a square: keep it as it is</extracomment>
        <translation>Una captura debe completarse: tras cada salto, si el peón puede volver a saltar, sigue, hacia delante o hacia atrás. Captura con el peón de a3 y sigue saltando hasta que no quede nada que tomar.</translation>
    </message>
    <message>
        <source>Keep jumping: the man on a3 takes four men and ends on e3.</source>
        <extracomment>a3 and e3 are squares: keep them as they are</extracomment>
        <translation>Sigue saltando: el peón de a3 toma cuatro peones y termina en e3.</translation>
    </message>
    <message>
        <source>Well done: a3:e3 takes b4, d6, f6 and f4, the last two jumps going backward.</source>
        <extracomment>a3:e3, b4, d6, f6 and f4 are a capture and squares: keep them as they are</extracomment>
        <translation>Muy bien: a3:e3 toma b4, d6, f6 y f4, y los dos últimos saltos van hacia atrás.</translation>
    </message>
    <message>
        <source>Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This man jumps all four black men and comes back to c3, next to d4 again with e5 empty; but d4 has already been jumped, so the capture ends there.</source>
        <extracomment>c3, d4 and e5 are squares: keep them as they are</extracomment>
        <translation>Las piezas saltadas se retiran solo cuando termina toda la jugada, y ninguna puede saltarse dos veces. Este peón salta los cuatro peones negros y vuelve a c3, otra vez junto a d4 y con e5 vacía; pero d4 ya fue saltado, así que la captura termina ahí.</translation>
    </message>
    <message>
        <source>In Russian draughts you may choose any capture, even one that takes fewer pieces. Here c3 can take two men and g5 only one. Look at what each capture leaves on the board, then play the one that does not lose material.</source>
        <extracomment>c3 and g5 are squares: keep them as they are</extracomment>
        <translation>En las damas rusas puedes elegir cualquier captura, incluso una que tome menos piezas. Aquí c3 puede tomar dos peones y g5 solo uno. Fíjate en lo que deja cada captura en el tablero y juega la que no pierde material.</translation>
    </message>
    <message>
        <source>c3:g7 takes two men, but then the man on h8 jumps g7, g5 and g3 in one move (h8:f2). The smaller capture, g5:e7, loses nothing.</source>
        <extracomment>c3:g7, h8, g7, g5, g3, h8:f2 and g5:e7 are captures and squares: keep them as they are</extracomment>
        <translation>c3:g7 toma dos peones, pero después el peón de h8 salta g7, g5 y g3 en una sola jugada (h8:f2). La captura más pequeña, g5:e7, no pierde nada.</translation>
    </message>
    <message>
        <source>Right: g5:e7 takes only one man, but every white man is safe, and White is winning.</source>
        <extracomment>g5:e7 is a capture: keep it as it is</extracomment>
        <translation>Correcto: g5:e7 toma solo un peón, pero todos los peones blancos quedan a salvo, y las blancas van ganando.</translation>
    </message>
    <message>
        <source>Now see what the bigger capture would have led to.</source>
        <translation>Ahora mira adónde habría llevado la captura más grande.</translation>
    </message>
    <message>
        <source>The man on c3 takes d4 and f6 and ends on g7, right in front of the black man on h8.</source>
        <extracomment>c3, d4, f6 and g7 are squares: keep them as they are</extracomment>
        <translation>El peón de c3 toma d4 y f6 y termina en g7, justo delante del peón negro de h8.</translation>
    </message>
    <message>
        <source>Black must capture too: h8 jumps g7, then g5, then g3, and lands on f2. Three men for two, and Black is now winning.</source>
        <extracomment>h8, g7, g5, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>Las negras también deben capturar: h8 salta g7, luego g5, luego g3, y cae en f2. Tres peones por dos, y ahora las negras van ganando.</translation>
    </message>
    <message>
        <source>Click every white man that can capture, then confirm your answer. Look in all four directions, and check that the square behind the black piece is empty.</source>
        <translation>Haz clic en cada peón blanco que pueda capturar y confirma tu respuesta. Mira en las cuatro direcciones y comprueba que la casilla detrás de la pieza negra esté vacía.</translation>
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
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Las damas de largo alcance</translation>
    </message>
    <message>
        <source>Crowning, the long moves and long captures of a king, where it must land, and the Turkish strike.</source>
        <translation>La coronación, las jugadas y capturas largas de la dama, dónde debe detenerse y el golpe turco.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned: it becomes a king. White&apos;s men crown on row 8, Black&apos;s on row 1. The man on c7 is one step away, and so is Black&apos;s man on f2.</source>
        <translation>Un peón que llega a la última fila corona: se convierte en dama. Los peones blancos coronan en la fila 8 y los negros en la fila 1. Al peón de c7 le falta un paso, y al peón negro de f2 también.</translation>
    </message>
    <message>
        <source>Crown your man on c7.</source>
        <extracomment>c7 is a square: keep it as it is</extracomment>
        <translation>Corona tu peón de c7.</translation>
    </message>
    <message>
        <source>That man is far from row 8. Step the man on c7 forward to b8 or d8.</source>
        <extracomment>c7, b8 and d8 are squares: keep them as they are</extracomment>
        <translation>Ese peón está lejos de la fila 8. Avanza el peón de c7 a b8 o a d8.</translation>
    </message>
    <message>
        <source>Your man is now a king.</source>
        <translation>Tu peón ya es una dama.</translation>
    </message>
    <message>
        <source>A king flies: it moves any distance along a free diagonal, forward or backward. From d4 this king can reach any square the arrows cover. It cannot pass over a piece without capturing it, so the black man on a7 stops it at b6.</source>
        <extracomment>d4, b6 and a7 are squares: keep them as they are</extracomment>
        <translation>La dama vuela: recorre cualquier distancia por una diagonal libre, hacia delante o hacia atrás. Desde d4 esta dama puede llegar a cualquier casilla que cubran las flechas. No puede pasar por encima de una pieza sin capturarla, así que el peón negro de a7 la detiene en b6.</translation>
    </message>
    <message>
        <source>The black man on h2 is about to crown on g1. Stop it: your king can cross the whole board in one move.</source>
        <extracomment>h2 and g1 are squares: keep them as they are</extracomment>
        <translation>El peón negro de h2 está a punto de coronar en g1. Impídelo: tu dama puede cruzar todo el tablero en una sola jugada.</translation>
    </message>
    <message>
        <source>Now Black steps onto g1 and crowns. Go all the way to g1 yourself: a7-g1 in one move.</source>
        <extracomment>g1 and a7-g1 are a square and a move: keep them as they are</extracomment>
        <translation>Ahora las negras pasan a g1 y coronan. Ve tú hasta g1 de una vez: a7-g1 en una sola jugada.</translation>
    </message>
    <message>
        <source>a7-g1! The black man has no square left, and a side that cannot move loses the game.</source>
        <extracomment>a7-g1 is a move: keep it as it is</extracomment>
        <translation>¡a7-g1! El peón negro se queda sin casillas, y el bando que no puede mover pierde la partida.</translation>
    </message>
    <message>
        <source>A king captures from a distance: it jumps an enemy piece anywhere along its diagonal, provided the square just behind is free, and lands on any free square beyond. Take d4, and choose a landing square where your king is safe.</source>
        <extracomment>d4 is a square: keep it as it is</extracomment>
        <translation>La dama captura a distancia: salta una pieza rival en cualquier punto de su diagonal, siempre que la casilla justo detrás esté libre, y se detiene en cualquier casilla libre más allá. Toma d4 y elige una casilla donde tu dama quede a salvo.</translation>
    </message>
    <message>
        <source>On f6 your king stands next to g7, with e5 empty behind it: g7 takes it (g7:e5). Land on e5 instead.</source>
        <extracomment>f6, g7, g7:e5 and e5 are squares and a capture: keep them as they are</extracomment>
        <translation>En f6 tu dama queda junto a g7, con e5 vacía detrás: g7 la captura (g7:e5). Detente mejor en e5.</translation>
    </message>
    <message>
        <source>Right: a1:e5. The king could stop on e5 or f6, and e5 is out of reach.</source>
        <extracomment>a1:e5 is a capture: keep it as it is</extracomment>
        <translation>Correcto: a1:e5. La dama podía detenerse en e5 o en f6, y en e5 está fuera de alcance.</translation>
    </message>
    <message>
        <source>A king may land on any free square beyond the piece it takes, but if one of them lets the capture go on, it must stop on one that does. Take c3: only from e5 can the king go on to take d6. Then choose where to land after d6.</source>
        <extracomment>c3, e5 and d6 are squares: keep them as they are</extracomment>
        <translation>La dama puede detenerse en cualquier casilla libre tras la pieza que toma, pero si una de ellas permite seguir capturando, debe detenerse en una que lo permita. Toma c3: solo desde e5 puede seguir y tomar d6. Después elige dónde detenerte tras d6.</translation>
    </message>
    <message>
        <source>On c7 the king stands right next to d8, which takes it (d8:b6). Land on b8 instead, where it is safe.</source>
        <extracomment>c7, d8, d8:b6 and b8 are squares and a capture: keep them as they are</extracomment>
        <translation>En c7 la dama queda justo al lado de d8, que la captura (d8:b6). Detente mejor en b8, donde está a salvo.</translation>
    </message>
    <message>
        <source>Right. The king had to stop on e5 to take d6; after that it could choose between c7 and b8.</source>
        <extracomment>e5 and d6 are squares: keep them as they are</extracomment>
        <translation>Correcto. La dama tenía que detenerse en e5 para tomar d6; después podía elegir entre c7 y b8.</translation>
    </message>
    <message>
        <source>Jumped pieces stay on the board until the move ends, so they still block the way. Watch a king caught by this rule: the trap is called the Turkish strike.</source>
        <translation>Las piezas saltadas siguen en el tablero hasta que termina la jugada, así que siguen cerrando el paso. Observa una dama atrapada por esta regla: la trampa se llama golpe turco.</translation>
    </message>
    <message>
        <source>Now the jumped men are removed, and Black&apos;s man on a5 jumps the king, landing on the empty c7.</source>
        <extracomment>a5 and c7 are squares: keep them as they are</extracomment>
        <translation>Ahora se retiran los peones saltados, y el peón negro de a5 salta la dama y cae en c7, ya vacía.</translation>
    </message>
    <message>
        <source>Your king against a lone man. Capture the black man on b6 within 4 moves, before it reaches row 1. Use the king&apos;s long reach to get in front of it.</source>
        <extracomment>b6 is a square: keep it as it is</extracomment>
        <translation>Tu dama contra un peón solitario. Captura el peón negro de b6 en 4 jugadas como máximo, antes de que llegue a la fila 1. Aprovecha el largo alcance de la dama para ponerte delante de él.</translation>
    </message>
    <message>
        <source>The king takes f2 and must stop on h4 to go on; then it takes e7, landing on d8, and c7, landing on b6. It cannot take e3: the square behind it, f2, still holds the first man it jumped, so the move ends there.</source>
        <extracomment>f2, h4, e7, d8, c7, b6 and e3 are squares: keep them as they are</extracomment>
        <translation>La dama toma f2 y debe detenerse en h4 para seguir; luego toma e7, cayendo en d8, y c7, cayendo en b6. No puede tomar e3: la casilla que hay detrás, f2, aún tiene el primer peón que saltó, así que la jugada termina ahí.</translation>
    </message>
</context>
<context>
    <name>RussianMen</name>
    <message>
        <source>Men: moving forward</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Los peones: siempre hacia delante</translation>
    </message>
    <message>
        <source>A man steps one square diagonally forward to an empty square, and never moves backward.</source>
        <translation>Un peón avanza una casilla en diagonal hasta una casilla vacía, y nunca retrocede.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, to an empty square. Forward for White is up the board, toward row 8; forward for Black is down, toward row 1. So the man on c3 may go to b4 or d4, and the man on f6 to e5 or g5.</source>
        <extracomment>c3 and f6 are squares: keep them as they are</extracomment>
        <translation>Un peón avanza una casilla en diagonal, a una casilla vacía. Para las blancas, avanzar es subir hacia la fila 8; para las negras, bajar hacia la fila 1. Así, el peón de c3 puede ir a b4 o a d4, y el de f6 a e5 o a g5.</translation>
    </message>
    <message>
        <source>A man can only step onto an empty square. Move the man on e3: one of its two forward squares is already taken.</source>
        <extracomment>e3 is a square: keep it as it is</extracomment>
        <translation>Un peón solo puede pasar a una casilla vacía. Mueve el peón de e3: una de sus dos casillas de avance ya está ocupada.</translation>
    </message>
    <message>
        <source>This step is about the man on e3. Your own man stands on d4, so f4 is the only square it can reach.</source>
        <extracomment>e3, d4 and f4 are squares: keep them as they are</extracomment>
        <translation>Aquí se trata del peón de e3. En d4 hay un peón tuyo, así que f4 es la única casilla a la que puede ir.</translation>
    </message>
    <message>
        <source>Right: e3-f4, the one forward square that was free.</source>
        <extracomment>e3-f4 is a move: keep it as it is</extracomment>
        <translation>Correcto: e3-f4, la única casilla de avance que estaba libre.</translation>
    </message>
    <message>
        <source>Put one of your men on f4.</source>
        <extracomment>f4 is a square: keep it as it is</extracomment>
        <translation>Lleva uno de tus peones a f4.</translation>
    </message>
    <message>
        <source>That does not reach f4. Only the man on g3 can: the man on e5 is next to f4 too, but f4 is behind it, and a man never moves backward.</source>
        <extracomment>f4, g3 and e5 are squares: keep them as they are</extracomment>
        <translation>Así no llegas a f4. Solo puede el peón de g3: el de e5 también está junto a f4, pero f4 queda detrás de él, y un peón nunca retrocede.</translation>
    </message>
    <message>
        <source>Yes, g3-f4. The man on e5 could not go back to f4: plain moves only go forward.</source>
        <extracomment>g3-f4 and e5 are a move and a square: keep them as they are</extracomment>
        <translation>Sí, g3-f4. El peón de e5 no podía volver a f4: las jugadas simples solo van hacia delante.</translation>
    </message>
    <message>
        <source>This time you play Black, whose men move down the board. Move the man on h6.</source>
        <extracomment>h6 is a square: keep it as it is</extracomment>
        <translation>Esta vez juegas con las negras, cuyos peones bajan por el tablero. Mueve el peón de h6.</translation>
    </message>
    <message>
        <source>Move the man on h6. It stands on the edge of the board, so it has just one square forward: g5.</source>
        <extracomment>h6 and g5 are squares: keep them as they are</extracomment>
        <translation>Mueve el peón de h6. Está en el borde del tablero, así que solo tiene una casilla de avance: g5.</translation>
    </message>
    <message>
        <source>Right: h6-g5. A man on the edge has only one forward square.</source>
        <extracomment>h6-g5 is a move: keep it as it is</extracomment>
        <translation>Correcto: h6-g5. Un peón en el borde solo tiene una casilla de avance.</translation>
    </message>
    <message>
        <source>Watch the first moves of a game. Each man steps one square forward, and the men behind fill the squares left empty.</source>
        <translation>Observa las primeras jugadas de una partida. Cada peón avanza una casilla, y los de atrás ocupan las casillas que quedan vacías.</translation>
    </message>
    <message>
        <source>White opens: the man on c3 steps forward to d4.</source>
        <extracomment>c3 and d4 are squares: keep them as they are</extracomment>
        <translation>Abren las blancas: el peón de c3 avanza a d4.</translation>
    </message>
    <message>
        <source>Black&apos;s men go down the board: b6 to a5, on the edge.</source>
        <extracomment>b6 and a5 are squares: keep them as they are</extracomment>
        <translation>Los peones negros bajan por el tablero: de b6 a a5, en el borde.</translation>
    </message>
    <message>
        <source>The man on b2 steps up into c3, the square just left empty.</source>
        <extracomment>b2 and c3 are squares: keep them as they are</extracomment>
        <translation>El peón de b2 sube a c3, la casilla que acaba de quedar vacía.</translation>
    </message>
    <message>
        <source>Black steps f6 to g5.</source>
        <extracomment>f6 and g5 are squares: keep them as they are</extracomment>
        <translation>Las negras juegan de f6 a g5.</translation>
    </message>
    <message>
        <source>Now a1 can follow to b2: the men come up one behind the other.</source>
        <extracomment>a1, b2 and c3 are squares: keep them as they are</extracomment>
        <translation>Ahora a1 puede seguir hasta b2: los peones suben uno detrás de otro.</translation>
    </message>
    <message>
        <source>Black does the same, g7 to f6. No man ever stepped backward.</source>
        <extracomment>g7 and f6 are squares: keep them as they are</extracomment>
        <translation>Las negras hacen lo mismo, de g7 a f6. Ningún peón ha retrocedido.</translation>
    </message>
    <message>
        <source>A man that reaches the far row, row 8 for White, becomes a king. Get there within 4 moves against the computer. The black man on f8 will try to stop you: keep out of its way.</source>
        <extracomment>f8 and row 8 are a square and a row: keep them as they are</extracomment>
        <translation>Un peón que llega a la última fila, la 8 para las blancas, se convierte en dama. Llega allí en 4 jugadas como máximo contra el ordenador. El peón negro de f8 intentará impedirlo: mantente lejos de él.</translation>
    </message>
    <message>
        <source>Remember: a plain move always goes forward. Captures are different: here the man on e5 may jump the black man on d4 backward and land on c3. The next lesson is about captures.</source>
        <extracomment>e5, d4 and c3 are squares: keep them as they are</extracomment>
        <translation>Recuerda: una jugada simple siempre va hacia delante. Las capturas son distintas: aquí el peón de e5 puede saltar hacia atrás el peón negro de d4 y caer en c3. La próxima lección trata de las capturas.</translation>
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
