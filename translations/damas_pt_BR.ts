<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Damas</source>
        <translation>Sobre o Damas</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versão %1</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or any later version (%1).</source>
        <translation>Software livre: você pode compartilhá-lo e modificá-lo nos termos da Licença Pública Geral GNU, versão 3 ou qualquer versão posterior (%1).</translation>
    </message>
    <message>
        <source>The rules followed</source>
        <translation>As regras seguidas</translation>
    </message>
    <message>
        <source>American checkers: the Rules of Draughts of the WCDF (World Checkers Draughts Federation).</source>
        <translation>Damas americanas: as regras da WCDF (World Checkers Draughts Federation).</translation>
    </message>
    <message>
        <source>Brazilian draughts: the official rules of the CBD (Confederação Brasileira de Damas).</source>
        <translation>Damas brasileiras: as regras oficiais da CBD (Confederação Brasileira de Damas).</translation>
    </message>
    <message>
        <source>International draughts: the official rules of the FMJD (Fédération Mondiale du Jeu de Dames), Annex 1, version of May 2011.</source>
        <translation>Damas internacionais: as regras oficiais da FMJD (Fédération Mondiale du Jeu de Dames), anexo 1, versão de maio de 2011.</translation>
    </message>
    <message>
        <source>Russian draughts: the Russian draughts rules of 2022.</source>
        <translation>Damas russas: as regras russas de 2022.</translation>
    </message>
    <message>
        <source>The draw counts of each book end a game by themselves; the Rules page explains them. Running on Qt %1.</source>
        <translation>As contagens de empate de cada regulamento encerram a partida sozinhas; a página de regras as explica. Funciona com Qt %1.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>the file does not hold a saved game</source>
        <translation>o arquivo não contém uma partida salva</translation>
    </message>
    <message>
        <source>unknown format %1 (this version reads format %2)</source>
        <translation>formato %1 desconhecido (esta versão lê o formato %2)</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;</source>
        <translation>modalidade desconhecida “%1”</translation>
    </message>
    <message>
        <source>the list of moves is missing</source>
        <translation>falta a lista de lances</translation>
    </message>
    <message>
        <source>move %1 is not text</source>
        <translation>o lance %1 não é texto</translation>
    </message>
    <message>
        <source>the player&apos;s side &quot;%1&quot; is neither white nor black</source>
        <translation>o lado do jogador, “%1”, não é nem brancas nem pretas</translation>
    </message>
    <message>
        <source>level %1 is not between 1 and 10</source>
        <translation>o nível %1 não está entre 1 e 10</translation>
    </message>
    <message>
        <source>unknown ending &quot;%1&quot;</source>
        <translation>fim de partida desconhecido “%1”</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Não foi possível salvar a partida em %1: %2</translation>
    </message>
    <message>
        <source>The saved game %1 could not be opened: %2</source>
        <translation>Não foi possível abrir a partida salva %1: %2</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read: %2</source>
        <translation>Não foi possível ler a partida salva %1: %2</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>Use the arrow keys to move over the squares and Enter to pick a piece or a square.</source>
        <translation>Use as setas para percorrer as casas e Enter para escolher uma peça ou uma casa.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>vazia</translation>
    </message>
    <message>
        <source>white man</source>
        <translation>pedra branca</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>dama branca</translation>
    </message>
    <message>
        <source>black man</source>
        <translation>pedra preta</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>dama preta</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>, picked</source>
        <translation>, escolhida</translation>
    </message>
    <message>
        <source>, you can move here</source>
        <translation>, você pode mover para cá</translation>
    </message>
    <message>
        <source>, hinted</source>
        <translation>, sugerida</translation>
    </message>
    <message>
        <source>, marked</source>
        <translation>, marcada</translation>
    </message>
</context>
<context>
    <name>CounterPanel</name>
    <message>
        <source>Draw counts</source>
        <translation>Contagens de empate</translation>
    </message>
    <message>
        <source>No count is running in this position.</source>
        <translation>Nenhuma contagem está correndo nesta posição.</translation>
    </message>
</context>
<context>
    <name>DrawCounterModel</name>
    <message>
        <source>Moves left: White %1, Black %2</source>
        <translation>Lances restantes: brancas %1, pretas %2</translation>
    </message>
    <message>
        <source>Moves left for White, the stronger side: %1</source>
        <translation>Lances restantes das brancas, o lado mais forte: %1</translation>
    </message>
    <message>
        <source>Moves left for Black, the stronger side: %1</source>
        <translation>Lances restantes das pretas, o lado mais forte: %1</translation>
    </message>
</context>
<context>
    <name>EngineTexts</name>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileiras</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionais</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas russas</translation>
    </message>
    <message>
        <source>8×8. Men capture forward only, kings move one square, any capture may be chosen.</source>
        <translation>8×8. As pedras só capturam para a frente, as damas andam uma casa por vez e pode-se escolher qualquer captura.</translation>
    </message>
    <message>
        <source>8×8. Men capture backwards too, kings fly, the capture that takes the most pieces is compulsory.</source>
        <translation>8×8. As pedras também capturam para trás, as damas são de longo alcance e é obrigatória a captura que toma mais peças.</translation>
    </message>
    <message>
        <source>10×10. Men capture backwards too, kings fly, the capture that takes the most pieces is compulsory.</source>
        <translation>10×10. As pedras também capturam para trás, as damas são de longo alcance e é obrigatória a captura que toma mais peças.</translation>
    </message>
    <message>
        <source>8×8. Men capture backwards too, kings fly, any capture may be chosen, and a man crowned during a capture goes on as a king.</source>
        <translation>8×8. As pedras também capturam para trás, as damas são de longo alcance, pode-se escolher qualquer captura e a pedra coroada no meio de uma captura continua como dama.</translation>
    </message>
    <message>
        <source>Pick one of your pieces first.</source>
        <translation>Primeiro escolha uma das suas peças.</translation>
    </message>
    <message>
        <source>That piece is not yours.</source>
        <translation>Essa peça não é sua.</translation>
    </message>
    <message>
        <source>That square is taken.</source>
        <translation>Essa casa está ocupada.</translation>
    </message>
    <message>
        <source>Pieces move diagonally, on the dark squares.</source>
        <translation>As peças andam na diagonal, pelas casas escuras.</translation>
    </message>
    <message>
        <source>Men move forward only.</source>
        <translation>As pedras só andam para a frente.</translation>
    </message>
    <message>
        <source>A man moves one square at a time.</source>
        <translation>Uma pedra anda uma casa por vez.</translation>
    </message>
    <message>
        <source>Kings move one square at a time in this variant.</source>
        <translation>Nesta modalidade as damas andam uma casa por vez.</translation>
    </message>
    <message>
        <source>You cannot jump over your own piece.</source>
        <translation>Você não pode saltar sobre uma peça sua.</translation>
    </message>
    <message>
        <source>Two pieces in a row cannot be jumped.</source>
        <translation>Não se pode saltar duas peças seguidas.</translation>
    </message>
    <message>
        <source>Men capture forward only in this variant.</source>
        <translation>Nesta modalidade as pedras só capturam para a frente.</translation>
    </message>
    <message>
        <source>Capture is obligatory.</source>
        <translation>A captura é obrigatória.</translation>
    </message>
    <message>
        <source>Capture is obligatory, and men capture backwards in this variant.</source>
        <translation>A captura é obrigatória, e nesta modalidade as pedras também capturam para trás.</translation>
    </message>
    <message>
        <source>You must take the most pieces.</source>
        <translation>Você deve tomar o maior número de peças.</translation>
    </message>
    <message>
        <source>The capture is not finished: keep jumping.</source>
        <translation>A captura não terminou: continue saltando.</translation>
    </message>
    <message>
        <source>That piece cannot move.</source>
        <translation>Essa peça não pode se mover.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Esse lance não é permitido.</translation>
    </message>
    <message>
        <source>40-move rule</source>
        <translation>Regra dos 40 lances</translation>
    </message>
    <message>
        <source>20-move rule</source>
        <translation>Regra dos 20 lances</translation>
    </message>
    <message>
        <source>5-move ending</source>
        <translation>Final de 5 lances</translation>
    </message>
    <message>
        <source>25-move rule</source>
        <translation>Regra dos 25 lances</translation>
    </message>
    <message>
        <source>16-move ending</source>
        <translation>Final de 16 lances</translation>
    </message>
    <message>
        <source>5 moves: the main diagonal</source>
        <translation>5 lances: a grande diagonal</translation>
    </message>
    <message>
        <source>15 moves: three kings against one</source>
        <translation>15 lances: três damas contra uma</translation>
    </message>
    <message>
        <source>Kings on both sides</source>
        <translation>Damas dos dois lados</translation>
    </message>
    <message>
        <source>Only kings moving</source>
        <translation>Só damas em movimento</translation>
    </message>
    <message>
        <source>If 40 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Se passarem 40 lances de cada lado sem captura e sem mover nenhuma pedra, a partida empata.</translation>
    </message>
    <message>
        <source>If 20 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Se passarem 20 lances de cada lado sem captura e sem mover nenhuma pedra, a partida empata.</translation>
    </message>
    <message>
        <source>In this ending (two kings or one on each side, or three pieces against a lone king that holds the main diagonal alone) there are 5 moves by each side to win; then the game is a draw.</source>
        <translation>Neste final (duas damas ou uma de cada lado, ou três peças contra uma dama solitária que ocupa sozinha a grande diagonal) há 5 lances de cada lado para vencer; depois, a partida empata.</translation>
    </message>
    <message>
        <source>If 25 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Se passarem 25 lances de cada lado sem captura e sem mover nenhuma pedra, a partida empata.</translation>
    </message>
    <message>
        <source>Three kings, two kings and a man, or a king and two men against a lone king: 16 moves by each side to win, then the game is a draw.</source>
        <translation>Três damas, duas damas e uma pedra, ou uma dama e duas pedras contra uma dama solitária: 16 lances de cada lado para vencer; depois, empate.</translation>
    </message>
    <message>
        <source>The lone king is the only piece on the main diagonal: 5 moves by each side to win, then the game is a draw.</source>
        <translation>A dama solitária é a única peça na grande diagonal: 5 lances de cada lado para vencer; depois, empate.</translation>
    </message>
    <message>
        <source>Two kings, a king and a man, or a king against a lone king: 5 moves by each side to win, then the game is a draw.</source>
        <translation>Duas damas, dama e pedra, ou uma dama contra uma dama solitária: 5 lances de cada lado para vencer; depois, empate.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king: if the stronger side has not taken it by its 15th move, the game is a draw.</source>
        <translation>Três damas ou mais contra uma dama solitária: se o lado mais forte não a tomar até o seu 15º lance, a partida empata.</translation>
    </message>
    <message>
        <source>Three pieces off the main diagonal against a lone king on it: if the stronger side has not won by its 5th move, the game is a draw.</source>
        <translation>Três peças fora da grande diagonal contra uma dama solitária nela: se o lado mais forte não vencer até o seu 5º lance, a partida empata.</translation>
    </message>
    <message>
        <source>Both sides have a king and at most 7 pieces are left: 5 moves by each side with 2 or 3 pieces, 30 with 4 or 5, 60 with 6 or 7, then the game is a draw.</source>
        <translation>Os dois lados têm dama e restam no máximo 7 peças: 5 lances de cada lado com 2 ou 3 peças, 30 com 4 ou 5, 60 com 6 ou 7; depois, empate.</translation>
    </message>
    <message>
        <source>With 4 to 7 pieces on the board and no capture or man move: 15 moves by each side with 4 or 5 pieces, 25 with 6 or 7, then the game is a draw.</source>
        <translation>Com 4 a 7 peças no tabuleiro e sem capturas nem movimentos de pedra: 15 lances de cada lado com 4 ou 5 peças, 25 com 6 ou 7; depois, empate.</translation>
    </message>
    <message>
        <source>A capture or a man move starts it again.</source>
        <translation>Uma captura ou um movimento de pedra a reinicia.</translation>
    </message>
    <message>
        <source>A capture or a promotion starts it again; a plain man move does not.</source>
        <translation>Uma captura ou uma coroação a reinicia; um simples movimento de pedra, não.</translation>
    </message>
    <message>
        <source>Nothing starts it again. Only the stronger side&apos;s moves count.</source>
        <translation>Nada a reinicia. Só contam os lances do lado mais forte.</translation>
    </message>
    <message>
        <source>Nothing starts it again, not even a capture.</source>
        <translation>Nada a reinicia, nem mesmo uma captura.</translation>
    </message>
    <message>
        <source>Nothing starts it again. It ends if the lone king leaves the diagonal or another piece comes onto it.</source>
        <translation>Nada a reinicia. Ela termina se a dama solitária sair da diagonal ou outra peça entrar nela.</translation>
    </message>
    <message>
        <source>Nothing starts it again.</source>
        <translation>Nada a reinicia.</translation>
    </message>
    <message>
        <source>The same position appeared three times</source>
        <translation>A mesma posição apareceu três vezes</translation>
    </message>
    <message>
        <source>Move limit: too long without captures</source>
        <translation>Limite de lances: tempo demais sem captura</translation>
    </message>
    <message>
        <source>Endgame rule: the stronger side did not win in the moves allowed</source>
        <translation>Regra de final: o lado mais forte não venceu nos lances permitidos</translation>
    </message>
    <message>
        <source>This position has occurred twice: a third time draws.</source>
        <translation>Esta posição já ocorreu duas vezes: uma terceira vez é empate.</translation>
    </message>
    <message>
        <source>This position has occurred three times.</source>
        <translation>Esta posição ocorreu três vezes.</translation>
    </message>
    <message>
        <source>there is no piece on its start square</source>
        <translation>não há peça na sua casa de saída</translation>
    </message>
    <message>
        <source>the piece on its start square belongs to the other side</source>
        <translation>a peça da sua casa de saída é do outro lado</translation>
    </message>
    <message>
        <source>its end square is taken</source>
        <translation>a sua casa de chegada está ocupada</translation>
    </message>
    <message>
        <source>pieces move diagonally</source>
        <translation>as peças andam na diagonal</translation>
    </message>
    <message>
        <source>men move forward only</source>
        <translation>as pedras só andam para a frente</translation>
    </message>
    <message>
        <source>a man moves one square at a time</source>
        <translation>uma pedra anda uma casa por vez</translation>
    </message>
    <message>
        <source>kings move one square at a time in this variant</source>
        <translation>nesta modalidade as damas andam uma casa por vez</translation>
    </message>
    <message>
        <source>no piece jumps over its own side&apos;s pieces</source>
        <translation>nenhuma peça salta por cima das peças do seu lado</translation>
    </message>
    <message>
        <source>two pieces in a row cannot be jumped</source>
        <translation>não se pode saltar duas peças seguidas</translation>
    </message>
    <message>
        <source>men capture forward only in this variant</source>
        <translation>nesta modalidade as pedras só capturam para a frente</translation>
    </message>
    <message>
        <source>a capture is obligatory</source>
        <translation>a captura é obrigatória</translation>
    </message>
    <message>
        <source>a capture is obligatory, and men capture backwards in this variant</source>
        <translation>a captura é obrigatória, e nesta modalidade as pedras também capturam para trás</translation>
    </message>
    <message>
        <source>the capture must take the most pieces</source>
        <translation>é obrigatório capturar o maior número de peças</translation>
    </message>
    <message>
        <source>the capture is not finished</source>
        <translation>a captura não terminou</translation>
    </message>
    <message>
        <source>that piece has no move</source>
        <translation>essa peça não pode se mover</translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation>o fim do texto</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>o FEN está vazio</translation>
    </message>
    <message>
        <source>the side to move must be W or B, not %1</source>
        <translation>o lado que joga deve ser W ou B, não %1</translation>
    </message>
    <message>
        <source>there is more text after the final “.”</source>
        <translation>há mais texto depois do “.” final</translation>
    </message>
    <message>
        <source>“:” should start the next section, not %1</source>
        <translation>a próxima seção deve começar com “:”, não com %1</translation>
    </message>
    <message>
        <source>W or B should follow “:”, not %1</source>
        <translation>depois de “:” deve vir W ou B, não %1</translation>
    </message>
    <message>
        <source>the White pieces are given twice</source>
        <translation>as peças brancas aparecem duas vezes</translation>
    </message>
    <message>
        <source>the Black pieces are given twice</source>
        <translation>as peças pretas aparecem duas vezes</translation>
    </message>
    <message>
        <source>“,” should separate the squares, not %1</source>
        <translation>as casas são separadas por “,”, não por %1</translation>
    </message>
    <message>
        <source>a square should come here, not %1</source>
        <translation>aqui deve vir uma casa, não %1</translation>
    </message>
    <message>
        <source>there is no square %1 on the %2 board</source>
        <translation>não existe a casa %1 no tabuleiro de %2</translation>
    </message>
    <message>
        <source>%1 is a light square of the %2 board: pieces stand on the dark squares</source>
        <translation>%1 é uma casa clara do tabuleiro de %2: as peças ficam nas casas escuras</translation>
    </message>
    <message>
        <source>the range has no last square</source>
        <translation>falta a última casa do intervalo</translation>
    </message>
    <message>
        <source>the range %1-%2 runs backwards</source>
        <translation>o intervalo %1-%2 está ao contrário</translation>
    </message>
    <message>
        <source>square %1 already holds a piece (given at character %2)</source>
        <translation>a casa %1 já tem uma peça (indicada no caractere %2)</translation>
    </message>
    <message>
        <source>a white man cannot stand on %1, its crowning row (write K for a king)</source>
        <translation>uma pedra branca não pode ficar em %1, a sua fileira de coroação (escreva K para uma dama)</translation>
    </message>
    <message>
        <source>a black man cannot stand on %1, its crowning row (write K for a king)</source>
        <translation>uma pedra preta não pode ficar em %1, a sua fileira de coroação (escreva K para uma dama)</translation>
    </message>
    <message>
        <source>a tag inside a variation: the “(” at line %1, column %2 is not closed</source>
        <translation>uma etiqueta dentro de uma variante: o “(” da linha %1, coluna %2 não foi fechado</translation>
    </message>
    <message>
        <source>a tag name should follow “[”</source>
        <translation>depois de “[” deve vir o nome de uma etiqueta</translation>
    </message>
    <message>
        <source>the value of tag %1 should be in double quotes</source>
        <translation>o valor da etiqueta %1 deve estar entre aspas duplas</translation>
    </message>
    <message>
        <source>the value of tag %1 is never closed (a “&quot;” is missing)</source>
        <translation>o valor da etiqueta %1 nunca é fechado (falta uma “&quot;”)</translation>
    </message>
    <message>
        <source>the value of tag %1 is not closed before the end of the line</source>
        <translation>o valor da etiqueta %1 não é fechado antes do fim da linha</translation>
    </message>
    <message>
        <source>tag %1 is not closed with “]”</source>
        <translation>a etiqueta %1 não é fechada com “]”</translation>
    </message>
    <message>
        <source>this comment is never closed (a “}” is missing)</source>
        <translation>este comentário nunca é fechado (falta uma “}”)</translation>
    </message>
    <message>
        <source>“{” inside a comment: comments do not nest (the comment opened at line %1, column %2)</source>
        <translation>“{” dentro de um comentário: comentários não se aninham (o comentário aberto na linha %1, coluna %2)</translation>
    </message>
    <message>
        <source>“$” should be followed by a number (an annotation such as $1)</source>
        <translation>depois de “$” deve vir um número (uma anotação como $1)</translation>
    </message>
    <message>
        <source>“)” closes no variation</source>
        <translation>“)” não fecha nenhuma variante</translation>
    </message>
    <message>
        <source>“]” closes no tag</source>
        <translation>“]” não fecha nenhuma etiqueta</translation>
    </message>
    <message>
        <source>“}” closes no comment</source>
        <translation>“}” não fecha nenhum comentário</translation>
    </message>
    <message>
        <source>a quoted text outside a tag</source>
        <translation>um texto entre aspas fora de uma etiqueta</translation>
    </message>
    <message>
        <source>a position set up inside the moves (/.../) cannot be read; start the game from it with a FEN tag</source>
        <translation>não é possível ler uma posição montada dentro dos lances (/.../); comece a partida a partir dela com uma etiqueta FEN</translation>
    </message>
    <message>
        <source>this variation is never closed (a “)” is missing)</source>
        <translation>esta variante nunca é fechada (falta um “)”)</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8</source>
        <translation>o arquivo é texto UTF-16; salve-o como UTF-8</translation>
    </message>
    <message>
        <source>the file holds binary data, not PDN text</source>
        <translation>o arquivo contém dados binários, não texto PDN</translation>
    </message>
    <message>
        <source>the game has no GameType tag, and no variant was chosen</source>
        <translation>a partida não tem etiqueta GameType e nenhuma modalidade foi escolhida</translation>
    </message>
    <message>
        <source>GameType “%1” does not start with a game type number</source>
        <translation>GameType “%1” não começa com um número de tipo de jogo</translation>
    </message>
    <message>
        <source>GameType %1 is not a variant this program plays (20 international, 21 American, 25 Russian, 26 Brazilian)</source>
        <translation>GameType %1 não é uma modalidade que este programa joga (20 internacional, 21 americana, 25 russa, 26 brasileira)</translation>
    </message>
    <message>
        <source>GameType “%1” does not give the %2 board of game type %3</source>
        <translation>GameType “%1” não indica o tabuleiro de %2 do tipo de jogo %3</translation>
    </message>
    <message>
        <source>SetUp “1” says the game starts from a set-up position, but there is no FEN tag</source>
        <translation>SetUp “1” diz que a partida começa de uma posição montada, mas não há etiqueta FEN</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>O computador venceu</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Você desistiu.</translation>
    </message>
    <message>
        <source>The computer resigned.</source>
        <translation>O computador desistiu.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as its position is worse.</source>
        <translation>Empate de comum acordo: o computador aceitou a sua proposta porque a posição dele é pior.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as the position is about equal.</source>
        <translation>Empate de comum acordo: o computador aceitou a sua proposta porque a posição está mais ou menos igual.</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Aguarde o lance do computador.</translation>
    </message>
    <message>
        <source>You are looking at an earlier position. Go back to the game to play.</source>
        <translation>Você está vendo uma posição anterior. Volte à partida para jogar.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message>
        <source>Your draw offer goes with your next move.</source>
        <translation>A sua proposta de empate vai junto com o seu próximo lance.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it sees a winning line.</source>
        <translation>O computador recusa a sua proposta de empate: ele vê uma linha vencedora.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks it is better.</source>
        <translation>O computador recusa a sua proposta de empate: ele acha que está melhor.</translation>
    </message>
    <message>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Modalidade desconhecida: “%1”.</translation>
    </message>
    <message>
        <source>This FEN cannot be read (at character %1: %2).</source>
        <translation>Não é possível ler este FEN (no caractere %1: %2).</translation>
    </message>
    <message>
        <source>This FEN cannot be read (%1).</source>
        <translation>Não é possível ler este FEN (%1).</translation>
    </message>
    <message>
        <source>%1 The file was kept as %2.</source>
        <translation>%1 O arquivo foi guardado como %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move this board can read. Write it like %2.</source>
        <translation>“%1” não é um lance que este tabuleiro consiga ler. Escreva assim: %2.</translation>
    </message>
    <message>
        <source>Several captures fit &quot;%1&quot;: write the squares where yours turns.</source>
        <translation>Várias capturas correspondem a “%1”: escreva as casas onde a sua muda de direção.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Several captures end there: click a square where yours turns.</source>
        <translation>Várias capturas terminam ali: clique numa casa onde a sua muda de direção.</translation>
    </message>
    <message>
        <source>This file holds %1 games; the first one is open.</source>
        <translation>Este arquivo contém %1 partidas; a primeira foi aberta.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Não há partida para salvar.</translation>
    </message>
    <message>
        <source>Computer, level %1</source>
        <translation>Computador, nível %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Game against the computer</source>
        <translation>Partida contra o computador</translation>
    </message>
    <message>
        <source>White has no pieces left.</source>
        <translation>As brancas não têm mais peças.</translation>
    </message>
    <message>
        <source>Black has no pieces left.</source>
        <translation>As pretas não têm mais peças.</translation>
    </message>
    <message>
        <source>White has no legal move.</source>
        <translation>As brancas não têm nenhum lance legal.</translation>
    </message>
    <message>
        <source>Black has no legal move.</source>
        <translation>As pretas não têm nenhum lance legal.</translation>
    </message>
    <message>
        <source>%1: you play White, moves played: %2</source>
        <translation>%1: você joga com as brancas, lances feitos: %2</translation>
    </message>
    <message>
        <source>%1: you play Black, moves played: %2</source>
        <translation>%1: você joga com as pretas, lances feitos: %2</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a FEN.</source>
        <translation>A área de transferência não tem texto para ler como FEN.</translation>
    </message>
    <message>
        <source>Start a game first: the FEN is read for its variant.</source>
        <translation>Comece uma partida antes: o FEN é lido para a modalidade dela.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Play and learn draughts</source>
        <translation>Jogue e aprenda damas</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continuar a partida</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>A game against the computer, from a beginner&apos;s level to full strength.</source>
        <translation>Uma partida contra o computador, do nível iniciante à força máxima.</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>How each variant is played, and the counts that end a game as a draw.</source>
        <translation>Como se joga cada modalidade e as contagens que encerram uma partida empatada.</translation>
    </message>
    <message>
        <source>Step-by-step lessons on the board, from the first move to the endgame counts.</source>
        <translation>Lições passo a passo no tabuleiro, do primeiro lance às contagens do final.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Sobre</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Damas — %1</source>
        <translation>Damas — %1</translation>
    </message>
    <message>
        <source>Replace the game in progress?</source>
        <translation>Substituir a partida em andamento?</translation>
    </message>
    <message>
        <source>Practising this position starts a new game. The game you are playing now will be replaced.</source>
        <translation>Praticar esta posição começa uma nova partida. A partida que você está jogando agora será substituída.</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <source>Moves</source>
        <translation>Lances</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Voltar à partida</translation>
    </message>
    <message>
        <source>Looking at the position after move %1.</source>
        <translation>Vendo a posição depois do lance %1.</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Ainda não há lances.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Casual</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jogador de clube</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Força máxima</translation>
    </message>
    <message>
        <source>Choose a PDN file first.</source>
        <translation>Primeiro escolha um arquivo PDN.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalidade</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Você joga com</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Sorteio</translation>
    </message>
    <message>
        <source>Computer level: %1 (%2)</source>
        <translation>Nível do computador: %1 (%2)</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Tempo por lance</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Level 10 uses all of it; lower levels answer sooner.</source>
        <translation>O nível 10 usa todo ele; os níveis mais baixos respondem antes.</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Começar de</translation>
    </message>
    <message>
        <source>The standard starting position</source>
        <translation>A posição inicial padrão</translation>
    </message>
    <message>
        <source>A position (FEN)</source>
        <translation>Uma posição (FEN)</translation>
    </message>
    <message>
        <source>For example W:W31-50:B1-20</source>
        <translation>Por exemplo W:W31-50:B1-20</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Posição em FEN</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Colar</translation>
    </message>
    <message>
        <source>A game from a PDN file (it goes on from its last move)</source>
        <translation>Uma partida de um arquivo PDN (continua a partir do último lance)</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>Escolher um arquivo…</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Nenhum arquivo escolhido</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Começar a partida</translation>
    </message>
</context>
<context>
    <name>PdnFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>linha %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1).</source>
        <translation>não é possível abrir o arquivo (%1).</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>there is no game in this file.</source>
        <translation>não há nenhuma partida neste arquivo.</translation>
    </message>
    <message>
        <source>move %1, &quot;%2&quot;, cannot be read as a move</source>
        <translation>o lance %1, “%2”, não pode ser lido como lance</translation>
    </message>
    <message>
        <source>move %1, &quot;%2&quot;, is not legal in the position it is played from</source>
        <translation>o lance %1, “%2”, não é legal na posição de onde é jogado</translation>
    </message>
    <message>
        <source>move %1, &quot;%2&quot;, could be several captures</source>
        <translation>o lance %1, “%2”, pode ser várias capturas</translation>
    </message>
    <message>
        <source>%1: %2 (%3).</source>
        <translation>%1: %2 (%3).</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Não foi possível salvar a partida em %1: %2</translation>
    </message>
</context>
<context>
    <name>PdnFileDialog</name>
    <message>
        <source>Save the game as PDN</source>
        <translation>Salvar a partida como PDN</translation>
    </message>
    <message>
        <source>Open a PDN file</source>
        <translation>Abrir um arquivo PDN</translation>
    </message>
    <message>
        <source>PDN files (*.pdn)</source>
        <translation>Arquivos PDN (*.pdn)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>‹ Home</source>
        <translation>‹ Início</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Girar tabuleiro</translation>
    </message>
    <message>
        <source>Game ▾</source>
        <translation>Partida ▾</translation>
    </message>
    <message>
        <source>Save as PDN…</source>
        <translation>Salvar como PDN…</translation>
    </message>
    <message>
        <source>Open a PDN file…</source>
        <translation>Abrir um arquivo PDN…</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Copiar a posição (FEN)</translation>
    </message>
    <message>
        <source>The position was copied as FEN.</source>
        <translation>A posição foi copiada em FEN.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Sua vez</translation>
    </message>
    <message>
        <source>The computer&apos;s move</source>
        <translation>Vez do computador</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>O computador está pensando</translation>
    </message>
    <message>
        <source>Thinking… (depth %1)</source>
        <translation>Pensando… (profundidade %1)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Digite um lance, por ex. %1</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Digite um lance</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Voltar lance</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Empate proposto</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Propor empate</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Desistir desta partida?</translation>
    </message>
    <message>
        <source>The computer wins the game. You can still take the resignation back.</source>
        <translation>O computador vence a partida. Você ainda poderá desfazer a desistência.</translation>
    </message>
    <message>
        <source>The game was saved.</source>
        <translation>A partida foi salva.</translation>
    </message>
    <message>
        <source>This file cannot be opened</source>
        <translation>Não é possível abrir este arquivo</translation>
    </message>
    <message>
        <source>You play White, level %1.</source>
        <translation>Você joga com as brancas, nível %1.</translation>
    </message>
    <message>
        <source>You play Black, level %1.</source>
        <translation>Você joga com as pretas, nível %1.</translation>
    </message>
    <message>
        <source>New game from a pasted FEN</source>
        <translation>Nova partida a partir de um FEN colado</translation>
    </message>
    <message>
        <source>A new game starts from the pasted position.</source>
        <translation>Uma nova partida começa a partir da posição colada.</translation>
    </message>
    <message>
        <source>This position cannot be read</source>
        <translation>Não é possível ler esta posição</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Your preferences file could not be read, so the defaults are used. The old file was kept as %1.</source>
        <translation>Não foi possível ler o seu arquivo de preferências, então os valores padrão são usados. O arquivo antigo foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your preferences file %1 could not be read, so the defaults are used.</source>
        <translation>Não foi possível ler o seu arquivo de preferências %1, então os valores padrão são usados.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>Draws that come by themselves</source>
        <translation>Empates que chegam sozinhos</translation>
    </message>
    <message>
        <source>No one has to claim these draws: the game ends the moment a count runs out, and the result line says why. A win is checked first, then a threefold repetition, then the counts. During a game the counts in force are shown beside the board, ticking down.</source>
        <translation>Ninguém precisa reclamar estes empates: a partida termina no momento em que uma contagem se esgota, e a linha do resultado diz por quê. Primeiro se verifica a vitória, depois a repetição tripla e então as contagens. Durante a partida, as contagens em vigor aparecem ao lado do tabuleiro, em contagem regressiva.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>move %1 (%2) cannot be played: %3</source>
        <translation>o lance %1 (%2) não pode ser jogado: %3</translation>
    </message>
    <message>
        <source>the start position is not a valid FEN (at character %1: %2)</source>
        <translation>a posição inicial não é um FEN válido (no caractere %1: %2)</translation>
    </message>
</context>
<context>
    <name>VariantCatalog</name>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>%1×%1 squares; play is on the %2 dark squares, with a dark square in each player&apos;s bottom-left corner.</source>
        <translation>%1×%1 casas; joga-se nas %2 casas escuras, com uma casa escura no canto inferior esquerdo de cada jogador.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Pedras</translation>
    </message>
    <message>
        <source>A man steps one square diagonally forward. It captures forward and backward.</source>
        <translation>Uma pedra anda uma casa na diagonal para a frente. Ela captura para a frente e para trás.</translation>
    </message>
    <message>
        <source>A man steps one square diagonally forward, and captures forward only.</source>
        <translation>Uma pedra anda uma casa na diagonal para a frente, e só captura para a frente.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>A king flies: any distance along a free diagonal. It captures from afar and may land on any free square behind the piece, but must land where it can go on capturing if it can.</source>
        <translation>A dama é de longo alcance: percorre qualquer distância por uma diagonal livre. Captura de longe e pode parar em qualquer casa livre atrás da peça, mas, se puder continuar capturando, deve parar onde possa fazê-lo.</translation>
    </message>
    <message>
        <source>A king steps one square in any diagonal direction, and captures the same way, forward and backward.</source>
        <translation>A dama anda uma casa em qualquer direção diagonal, e captura da mesma forma, para a frente e para trás.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Capturas</translation>
    </message>
    <message>
        <source>Capturing is compulsory, and you must take the most pieces (a king counts as one piece). Captured pieces are removed when the move ends, and none can be jumped twice.</source>
        <translation>Capturar é obrigatório, e é preciso tomar o maior número de peças (uma dama conta como uma peça). As peças capturadas saem quando o lance termina, e nenhuma pode ser saltada duas vezes.</translation>
    </message>
    <message>
        <source>Capturing is compulsory, but you may choose any capture; once begun, it must be finished. Captured pieces are removed when the move ends, and none can be jumped twice.</source>
        <translation>Capturar é obrigatório, mas você pode escolher qualquer captura; uma vez começada, ela deve ser completada. As peças capturadas saem quando o lance termina, e nenhuma pode ser saltada duas vezes.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned king; if it gets there during a capture, the move ends there.</source>
        <translation>Uma pedra que chega à última fileira é coroada dama; se chegar lá durante uma captura, o lance termina ali.</translation>
    </message>
    <message>
        <source>A man is crowned only if its move ends on the far row; passing over it during a capture does not crown.</source>
        <translation>Uma pedra só é coroada se o lance terminar na última fileira; passar por ela durante uma captura não coroa.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned at once, even during a capture, and goes on capturing as a king in the same move.</source>
        <translation>Uma pedra que chega à última fileira é coroada na hora, mesmo durante uma captura, e continua capturando como dama no mesmo lance.</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Coroação</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notação</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>A player who has no piece left, or cannot move, loses.</source>
        <translation>Perde o jogador que fica sem peças ou não pode mover.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Repetição tripla</translation>
    </message>
    <message>
        <source>The same position (the same pieces on the same squares, the same side to move) for the third time since the last capture or man move is a draw. The three times need not come one after another.</source>
        <translation>A mesma posição (as mesmas peças nas mesmas casas e o mesmo lado a jogar) pela terceira vez desde a última captura ou movimento de pedra é empate. As três vezes não precisam ser seguidas.</translation>
    </message>
    <message>
        <source>After a capture or a man move, the positions before it no longer count.</source>
        <translation>Depois de uma captura ou de um movimento de pedra, as posições anteriores deixam de contar.</translation>
    </message>
    <message>
        <source>Not applied here, because they need an arbiter or a clock: an arbiter declaring a position clearly drawn (article 6.1.8.7), a decision that depends on the time control (article 6.1.10.4), and the arbiter&apos;s exception to the 5-move main-diagonal count when a winning chance arises (part of article 6.1.8.5).</source>
        <translation>Não se aplicam aqui, porque precisam de um árbitro ou de um relógio: a declaração de um árbitro de que uma posição é claramente empate (artigo 6.1.8.7), uma decisão que depende do ritmo de jogo (artigo 6.1.10.4) e a exceção arbitral à contagem de 5 lances na grande diagonal quando surge uma chance de vitória (parte do artigo 6.1.8.5).</translation>
    </message>
    <message>
        <source>%1 men each on the first %2 rows. White moves first.</source>
        <translation>%1 pedras de cada lado nas %2 primeiras fileiras. As brancas começam.</translation>
    </message>
    <message>
        <source>%1 men each on the first %2 rows. Black moves first.</source>
        <translation>%1 pedras de cada lado nas %2 primeiras fileiras. As pretas começam.</translation>
    </message>
    <message>
        <source>The dark squares are numbered 1 to %1 from Black&apos;s side. A move is written with its squares, like %2, and a capture with an x between them.</source>
        <translation>As casas escuras são numeradas de 1 a %1 a partir do lado das pretas. Um lance se escreve com as suas casas, como %2, e uma captura com um x entre elas.</translation>
    </message>
    <message>
        <source>Squares are named by column (a-%1) and row (1-%2) from White&apos;s side. A move is written like %3, and a capture with a %4 between the squares.</source>
        <translation>As casas são nomeadas por coluna (a-%1) e fileira (1-%2) a partir do lado das brancas. Um lance se escreve como %3, e uma captura com %4 entre as casas.</translation>
    </message>
</context>
</TS>
