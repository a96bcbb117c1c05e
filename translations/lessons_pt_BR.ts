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
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Coroação no meio da captura</translation>
    </message>
    <message>
        <source>A man that reaches the crowning row while capturing becomes a king at once and goes on capturing as a king.</source>
        <translation>Uma pedra que chega à fileira de coroação durante uma captura vira dama na hora e continua capturando como dama.</translation>
    </message>
    <message>
        <source>In Russian draughts a man that reaches the crowning row during a capture becomes a king on the spot. If it can capture again, it must, and now with a king&apos;s reach, in the same move. Here b6 jumps c7 and is crowned on d8; as a king it then jumps g5 from a distance and lands on h4.</source>
        <extracomment>b6, c7, d8, g5 and h4 are squares: keep them as they are</extracomment>
        <translation>Nas damas russas, uma pedra que alcança a fileira de coroação durante uma captura vira dama naquele mesmo instante. Se puder capturar de novo, tem de capturar, agora com o alcance de uma dama, no mesmo lance. Aqui b6 salta c7 e é coroada em d8; já como dama, salta g5 à distância e cai em h4.</translation>
    </message>
    <message>
        <source>Watch a man that is crowned halfway through its capture and finishes the move as a king.</source>
        <translation>Veja uma pedra que é coroada no meio da captura e termina o lance como dama.</translation>
    </message>
    <message>
        <source>Black plays d8-c7, a mistake: the white man on b6 can now jump c7, because d8 behind it is empty.</source>
        <extracomment>d8, c7 and b6 are squares: keep them as they are</extracomment>
        <translation>As pretas jogam d8-c7, um erro: a pedra branca de b6 agora pode saltar c7, porque d8, logo atrás, está vazia.</translation>
    </message>
    <message>
        <source>b6 jumps c7 and lands on d8: a king at once. Still in the same move, the king jumps f6 from a distance and stops on g5, from where it can go on; it jumps e3 and lands on c1. Three men in one move.</source>
        <extracomment>b6, c7, d8, f6, g5, e3 and c1 are squares: keep them as they are</extracomment>
        <translation>b6 salta c7 e cai em d8: vira dama na hora. Ainda no mesmo lance, a dama salta f6 à distância e para em g5, de onde pode continuar; salta e3 e cai em c1. Três pedras em um só lance.</translation>
    </message>
    <message>
        <source>Your man on b4 can reach the crowning row by capturing. Play the capture that crowns it and goes on as a king in the same move.</source>
        <extracomment>b4 is a square: keep it as it is</extracomment>
        <translation>Sua pedra de b4 pode chegar à fileira de coroação capturando. Jogue a captura que a coroa e continua como dama no mesmo lance.</translation>
    </message>
    <message>
        <source>That capture takes one man only. The man on b4 can jump c5 and e7 and be crowned on f8; from there, as a king, it can take g7 and then f4.</source>
        <extracomment>b4, c5, e7, f8, g7 and f4 are squares: keep them as they are</extracomment>
        <translation>Essa captura toma uma pedra só. A pedra de b4 pode saltar c5 e e7 e ser coroada em f8; dali, já como dama, pode tomar g7 e depois f4.</translation>
    </message>
    <message>
        <source>Four men in one move: crowned on f8, your new king jumped g7, landed on h6 and took f4 from a distance.</source>
        <extracomment>f8, h6 and f4 are squares: keep them as they are</extracomment>
        <translation>Quatro pedras em um lance: coroada em f8, sua nova dama saltou g7, caiu em h6 e tomou f4 à distância.</translation>
    </message>
    <message>
        <source>The man on d4 has two captures, and both end on h4. Choose the one that gets there as a king.</source>
        <extracomment>d4 and h4 are squares: keep them as they are</extracomment>
        <translation>A pedra de d4 tem duas capturas, e as duas terminam em h4. Escolha a que chega lá como dama.</translation>
    </message>
    <message>
        <source>Three men and a new king. Because both captures start and end on the same squares, this one is written with the squares in between: d4:b6:d8:h4.</source>
        <extracomment>d4:b6:d8:h4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Três pedras e uma dama nova. Como as duas capturas começam e terminam nas mesmas casas, esta se escreve com as casas intermediárias: d4:b6:d8:h4.</translation>
    </message>
    <message>
        <source>The rule works for your opponent too. When one of their men is one jump from your first row, like the black man on a3, look beyond its landing square: from c1 a new king could run along c1-h6 and take more men before your turn comes.</source>
        <extracomment>a3, b2, c1 and c1-h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>A regra vale também para o adversário. Quando uma pedra dele está a um salto da sua primeira fileira, como a pedra preta de a3, olhe além da casa onde ela cairia: de c1, uma dama recém-coroada poderia correr pela c1-h6 e tomar mais pedras antes da sua vez.</translation>
    </message>
    <message>
        <source>Watch what happens when White moves without looking along that diagonal.</source>
        <translation>Veja o que acontece quando as brancas jogam sem olhar essa diagonal.</translation>
    </message>
    <message>
        <source>White plays c1-d2 and leaves c1 empty behind the man on b2.</source>
        <extracomment>c1, d2 and b2 are squares: keep them as they are</extracomment>
        <translation>As brancas jogam c1-d2 e deixam c1 vazia atrás da pedra de b2.</translation>
    </message>
    <message>
        <source>a3 jumps b2 and is crowned on c1. As a king it goes on along c1-h6: it jumps d2, stops on e3, jumps f4 and lands on h6. Three white men are gone in one move.</source>
        <extracomment>a3, b2, c1, c1-h6, d2, e3, f4 and h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>a3 salta b2 e é coroada em c1. Como dama, segue pela c1-h6: salta d2, para em e3, salta f4 e cai em h6. Três pedras brancas somem em um só lance.</translation>
    </message>
    <message>
        <source>Here c1 is already empty. If Black were to move, a3 would jump b2, be crowned on c1 and run along c1-h6 over d2 and f4. Find the move that stops it.</source>
        <extracomment>c1, a3, b2, c1-h6, d2 and f4 are squares and a diagonal: keep them as they are</extracomment>
        <translation>Aqui c1 já está vazia. Se as pretas jogassem, a3 saltaria b2, seria coroada em c1 e correria pela c1-h6 tomando d2 e f4. Encontre o lance que impede isso.</translation>
    </message>
    <message>
        <source>After that move the black man still jumps b2 and is crowned on c1, and the new king may go on capturing. Take away the man it would jump.</source>
        <extracomment>b2 and c1 are squares: keep them as they are</extracomment>
        <translation>Depois desse lance, a pedra preta ainda salta b2 e é coroada em c1, e a nova dama pode continuar capturando. Tire dali a pedra que ela saltaria.</translation>
    </message>
    <message>
        <source>Right: with b2 gone to c3, the man on a3 has nothing to jump, and no king can run along your diagonal.</source>
        <extracomment>b2, c3 and a3 are squares: keep them as they are</extracomment>
        <translation>Certo: com b2 em c3, a pedra de a3 não tem nada para saltar, e nenhuma dama pode correr pela sua diagonal.</translation>
    </message>
    <message>
        <source>That way jumps e5 and g5 and stops on h4 as a man. The other way takes c5 and c7, is crowned on d8, and the king takes g5 on its way to h4.</source>
        <extracomment>e5, g5, h4, d8, c5 and c7 are squares: keep them as they are</extracomment>
        <translation>Esse caminho salta e5 e g5 e para em h4 ainda como pedra. O outro toma c5 e c7, é coroado em d8, e a dama toma g5 a caminho de h4.</translation>
    </message>
</context>
<context>
    <name>RussianForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Capturas forçadas</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to lead theirs where you want it.</source>
        <translation>O adversário também é obrigado a capturar: entregue uma pedra para levar uma das dele aonde você quiser.</translation>
    </message>
    <message>
        <source>Captures are obligatory for your opponent as well. When you offer a man, their capture is forced, so you decide where their man lands. Watch White use it.</source>
        <translation>As capturas também são obrigatórias para o adversário. Quando você oferece uma pedra, a captura dele é forçada, e assim você decide onde a pedra dele vai cair. Veja as brancas aproveitarem isso.</translation>
    </message>
    <message>
        <source>White offers a man: h4-g5.</source>
        <extracomment>h4-g5 is a move: keep it as it is</extracomment>
        <translation>As brancas oferecem uma pedra: h4-g5.</translation>
    </message>
    <message>
        <source>Black has no other move: h6 must jump g5, and it lands on f4.</source>
        <extracomment>h6, g5 and f4 are squares: keep them as they are</extracomment>
        <translation>As pretas não têm outro lance: h6 tem de saltar g5 e cai em f4.</translation>
    </message>
    <message>
        <source>Right where White wanted it: g3 jumps f4, d6 and b6 and lands on a5. Three men for one.</source>
        <extracomment>g3, f4, d6, b6 and a5 are squares: keep them as they are</extracomment>
        <translation>Bem onde as brancas queriam: g3 salta f4, d6 e b6 e cai em a5. Três pedras por uma.</translation>
    </message>
    <message>
        <source>Give a man to the black man on a5 so that its capture leaves it right in front of your man on b2. Then capture two.</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Entregue uma pedra à pedra preta de a5 de modo que a captura a deixe bem na frente da sua pedra de b2. Depois capture duas.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the man on a5 had to capture, where would it land, and what could your man on b2 jump from there?</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Esse lance não força nada. Se a pedra de a5 tivesse de capturar, onde cairia, e o que a sua pedra de b2 poderia saltar a partir daí?</translation>
    </message>
    <message>
        <source>a5 had to take on b4 and landed on c3; b2 then jumped c3 and e5. Two men for one.</source>
        <extracomment>a5, b4, c3, b2 and e5 are squares: keep them as they are</extracomment>
        <translation>a5 teve de tomar em b4 e caiu em c3; então b2 saltou c3 e e5. Duas pedras por uma.</translation>
    </message>
    <message>
        <source>Find the sacrifice that opens a capture of three men.</source>
        <translation>Encontre o sacrifício que abre uma captura de três pedras.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which of your men can you put where a black man must take it, so that the taker lands in front of your man on e3?</source>
        <extracomment>e3 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Qual pedra sua você pode pôr onde uma pedra preta tenha de tomá-la, de modo que a que captura caia na frente da sua pedra de e3?</translation>
    </message>
    <message>
        <source>h6 had to take on g5 and landed on f4; e3 then took f4, f6 and d6. Three for one.</source>
        <extracomment>h6, g5, f4, e3, f6 and d6 are squares: keep them as they are</extracomment>
        <translation>h6 teve de tomar em g5 e caiu em f4; então e3 tomou f4, f6 e d6. Três por uma.</translation>
    </message>
    <message>
        <source>Sometimes one sacrifice is not enough. Give two men, one after the other, so that your man on b2 can jump three.</source>
        <extracomment>b2 is a square: keep it as it is</extracomment>
        <translation>Às vezes um sacrifício não basta. Entregue duas pedras, uma depois da outra, para que a sua pedra de b2 possa saltar três.</translation>
    </message>
    <message>
        <source>That move forces nothing. Start with the man on e5: where would the black man that takes it land?</source>
        <extracomment>e5 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Comece pela pedra de e5: onde cairia a pedra preta que a tomasse?</translation>
    </message>
    <message>
        <source>c7 took on d6 and landed on e5, a5 took on b4 and landed on c3, and b2 jumped c3, e5 and g5. Two men given, three taken.</source>
        <extracomment>c7, d6, e5, a5, b4, c3, b2 and g5 are squares: keep them as they are</extracomment>
        <translation>c7 tomou em d6 e caiu em e5, a5 tomou em b4 e caiu em c3, e b2 saltou c3, e5 e g5. Duas pedras entregues, três capturadas.</translation>
    </message>
    <message>
        <source>A forced capture can also open the road to the crowning row. Give a man, then capture all the way to row 8.</source>
        <translation>Uma captura forçada também pode abrir o caminho até a fileira de coroação. Entregue uma pedra e depois capture até a fileira 8.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which black man could you make land right in front of your man on f2?</source>
        <extracomment>f2 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Qual pedra preta você poderia fazer cair bem na frente da sua pedra de f2?</translation>
    </message>
    <message>
        <source>g5 had to take on f4 and landed on e3; f2 then jumped e3, c5 and c7 and was crowned on d8. Three men and a king for one man.</source>
        <extracomment>g5, f4, e3, f2, c5, c7 and d8 are squares: keep them as they are</extracomment>
        <translation>g5 teve de tomar em f4 e caiu em e3; então f2 saltou e3, c5 e c7 e foi coroada em d8. Três pedras e uma dama em troca de uma pedra.</translation>
    </message>
    <message>
        <source>Now add the Russian rule. Give a man so that the black man on a3 must land in front of your man on d4. Your man then reaches the crowning row in the middle of its capture and goes on as a king.</source>
        <extracomment>a3 and d4 are squares: keep them as they are</extracomment>
        <translation>Agora junte a regra russa. Entregue uma pedra para que a pedra preta de a3 tenha de cair na frente da sua pedra de d4. A sua pedra então chega à fileira de coroação no meio da captura e continua como dama.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the black man on a3 had to capture, where would it land?</source>
        <extracomment>a3 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Se a pedra preta de a3 tivesse de capturar, onde cairia?</translation>
    </message>
    <message>
        <source>a3 had to take on b4 and landed on c5. d4 jumped c5 and c7, was crowned on d8 and, as a king, took e7 and g5: four men, and Black has two left.</source>
        <extracomment>a3, b4, c5, d4, c7, d8, e7 and g5 are squares: keep them as they are</extracomment>
        <translation>a3 teve de tomar em b4 e caiu em c5. d4 saltou c5 e c7, foi coroada em d8 e, já como dama, tomou e7 e g5: quatro pedras, e as pretas ficam com duas.</translation>
    </message>
    <message>
        <source>The same weapon works against you. Before each move, ask which man your opponent could offer you, and where your forced capture would take your man.</source>
        <translation>A mesma arma funciona contra você. Antes de cada lance, pergunte-se que pedra o adversário poderia lhe oferecer e para onde a sua captura forçada levaria a sua pedra.</translation>
    </message>
    <message>
        <source>White plays g3-h4 without asking what Black can force.</source>
        <extracomment>g3-h4 is a move: keep it as it is</extracomment>
        <translation>As brancas jogam g3-h4 sem se perguntar o que as pretas podem forçar.</translation>
    </message>
    <message>
        <source>Black offers a man: f6-g5.</source>
        <extracomment>f6-g5 is a move: keep it as it is</extracomment>
        <translation>As pretas oferecem uma pedra: f6-g5.</translation>
    </message>
    <message>
        <source>White has no choice: h4 must jump g5, and it lands on f6.</source>
        <extracomment>h4, g5 and f6 are squares: keep them as they are</extracomment>
        <translation>As brancas não têm escolha: h4 tem de saltar g5 e cai em f6.</translation>
    </message>
    <message>
        <source>g7 jumps f6 and d4 and lands on c3. Two men for one, this time against White.</source>
        <extracomment>g7, f6, d4 and c3 are squares: keep them as they are</extracomment>
        <translation>g7 salta f6 e d4 e cai em c3. Duas pedras por uma, desta vez contra as brancas.</translation>
    </message>
</context>
<context>
    <name>RussianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quem vence, como se propõe empate e os empates que o programa aplica sozinho.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on b6 can neither step nor capture, so White has won.</source>
        <extracomment>b6 is a square: keep it as it is</extracomment>
        <translation>Perde a partida o lado que tem de jogar e não pode: não lhe resta nenhuma peça, ou nenhuma das suas peças tem um lance legal. Aqui é a vez das pretas, mas a pedra de b6 não pode avançar nem capturar, e por isso as brancas venceram.</translation>
    </message>
    <message>
        <source>Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.</source>
        <translation>As pretas têm duas pedras. Escolha a captura que toma as duas: sem nenhuma peça, as pretas perdem na hora.</translation>
    </message>
    <message>
        <source>That capture takes only c3, and the game goes on. The king on a1 can take both men in one move.</source>
        <extracomment>c3 and a1 are squares: keep them as they are</extracomment>
        <translation>Essa captura só toma c3, e a partida continua. A dama de a1 pode tomar as duas pedras em um só lance.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>As pretas ficaram sem peças: as brancas vencem.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on h4. Play the move that leaves it with no step and no capture.</source>
        <extracomment>h4 is a square: keep it as it is</extracomment>
        <translation>A última pedra preta está em h4. Jogue o lance que a deixa sem poder avançar nem capturar.</translation>
    </message>
    <message>
        <source>After that move the man on h4 can still move. Its only square is g3: fill it with a man that cannot be jumped, because f2 behind it stays occupied.</source>
        <extracomment>h4, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>Depois desse lance, a pedra de h4 ainda pode jogar. A única casa dela é g3: ocupe-a com uma pedra que não possa ser saltada, porque f2, logo atrás, continua ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>As pretas têm uma pedra, mas nenhum lance legal: as brancas vencem.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which any black move loses a man.</source>
        <translation>Agora vença o computador em no máximo cinco lances: tome todas as pedras pretas ou deixe as pretas sem lance. Procure um lance de dama depois do qual qualquer lance das pretas perca uma pedra.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of a button on the play page: use the same words as the button</extracomment>
        <translation>Uma partida também pode terminar empatada de comum acordo. Na página de jogo, &quot;Propor empate&quot; envia a sua proposta junto com o seu lance, valendo só para a próxima vez do adversário. Depois de feita, não pode ser retirada: o adversário aceita, ou recusa simplesmente jogando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>O computador responde à sua proposta de acordo com a própria avaliação da posição. Ele aceita quando não acha que está ganhando, porque a posição dele é pior ou está mais ou menos igual, e diz qual dos dois. Quando acha que está melhor, ou vê uma linha vencedora, recusa e diz isso.</translation>
    </message>
    <message>
        <source>Other draws need no offer: the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Os outros empates dispensam proposta: o programa os aplica sozinho. Quando uma posição aparece pela terceira vez, ou uma contagem de lances se esgota, a partida termina na hora e a linha do resultado diz por quê. O painel ao lado do tabuleiro mostra as contagens em andamento; as próximas lições ensinam a repetição e as contagens.</translation>
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
