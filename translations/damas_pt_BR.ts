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
        <source>International draughts: the official rules of the FMJD (Fédération Mondiale du Jeu de Dames), Annex 1, version of May 2011.</source>
        <translation>Damas internacionais: as regras oficiais da FMJD (Fédération Mondiale du Jeu de Dames), anexo 1, versão de maio de 2011.</translation>
    </message>
    <message>
        <source>The draw counts of each book end a game by themselves; the Rules page explains them. Running on Qt %1.</source>
        <translation>As contagens de empate de cada regulamento encerram a partida sozinhas; a página de regras as explica. Funciona com Qt %1.</translation>
    </message>
    <message>
        <source>American checkers: the Rules of Draughts (Checkers) of the WCDF (World Checkers Draughts Federation), as revised in 2008.</source>
        <translation>Damas americanas: as Rules of Draughts (Checkers) da WCDF (World Checkers Draughts Federation), na revisão de 2008.</translation>
    </message>
    <message>
        <source>Russian draughts: the rules of the sport of draughts of the Draughts Federation of Russia, edition of 2022.</source>
        <translation>Damas russas: as regras do esporte de damas da Federação de Damas da Rússia, edição de 2022.</translation>
    </message>
    <message>
        <source>Brazilian draughts: the official rules of the CBD (Confederação Brasileira de Damas), in the numbered text the Brazilian federations publish, “Regras Oficiais do Jogo de Damas 64 casas e 100 casas”: undated, read in the copy posted at rodrygoruyz.blogspot.com on 22 April 2010.</source>
        <translation>Damas brasileiras: as regras oficiais da CBD (Confederação Brasileira de Damas), no texto numerado que as federações brasileiras publicam, “Regras Oficiais do Jogo de Damas 64 casas e 100 casas”: sem data, lido na cópia publicada em rodrygoruyz.blogspot.com em 22 de abril de 2010.</translation>
    </message>
</context>
<context>
    <name>AmericanArticle</name>
    <message>
        <source>How to play American checkers</source>
        <translation>Como jogar damas americanas</translation>
    </message>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>A short-range game</source>
        <translation>Um jogo de curto alcance</translation>
    </message>
    <message>
        <source>American checkers, played under the rules of the World Checkers/Draughts Federation (WCDF), is the quietest of the four variants here: men capture forward only and kings move one square at a time, so every tempo counts. You may choose any capture when there are several.</source>
        <translation>As damas americanas, jogadas pelas regras da Federação Mundial de Damas (WCDF), são a mais tranquila das quatro modalidades daqui: as pedras só capturam para a frente e as damas andam uma casa por vez, então cada tempo conta. Quando há várias capturas, você pode escolher qualquer uma.</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama é uma posição de exemplo, com as brancas embaixo. Qualquer um deles pode ser jogado contra o computador ou aberto na lição de onde vem.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>O início da partida</translation>
    </message>
    <message>
        <source>The start position: Black on 1 to 12 at the top, White on 21 to 32 at the bottom.</source>
        <translation>A posição inicial: as pretas em 1 a 12, em cima; as brancas em 21 a 32, embaixo.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Pedras e capturas</translation>
    </message>
    <message>
        <source>The man on 22 must jump 18 and land on 15.</source>
        <translation>A pedra da 22 deve saltar a 18 e cair na 15.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>A king&apos;s round trip: from 22 it jumps 17, 9, 10 and 18 and comes back to 22.</source>
        <translation>Uma volta completa da dama: da 22 ela salta a 17, a 9, a 10 e a 18 e volta à 22.</translation>
    </message>
    <message>
        <source>Crowning ends the move</source>
        <translation>Coroar encerra o lance</translation>
    </message>
    <message>
        <source>The man on 11 jumps 7 and is crowned on 2; the man on 6 is safe for now, because the move ends there.</source>
        <translation>A pedra da 11 salta a 7 e é coroada na 2; a pedra da 6 escapa por enquanto, porque o lance termina ali.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Moves, with numbers</source>
        <translation>Os lances, com números</translation>
    </message>
    <message>
        <source>A move joins its two squares with a hyphen, as in 11-15, and a capture with an x, as in 22x15. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.</source>
        <translation>Um lance une suas duas casas com um hífen, como em 11-15, e uma captura com um x, como em 22x15. Uma captura de várias peças escreve só onde começa e onde termina, a menos que duas capturas tenham as mesmas duas casas.</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares of the %2×%2 board, numbered 1 to %1 from Black&apos;s side (WCDF article 1.5). Each side has %3 men on its first %4 rows: Black on squares 1 to %3, White on the rest. Black moves first (article 1.13).</source>
        <translation>Joga-se nas %1 casas escuras do tabuleiro de %2×%2, numeradas de 1 a %1 a partir do lado das pretas (artigo 1.5 da WCDF). Cada lado tem %3 pedras nas suas %4 primeiras fileiras: as pretas nas casas 1 a %3, as brancas no restante. As pretas começam (artigo 1.13).</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward to an empty square (article 1.15), and captures forward only: it jumps an enemy piece next to it onto the empty square just behind (article 1.18). Capturing is compulsory. A capture has to be finished while the piece can jump again, but when several captures are possible you may choose any of them (articles 1.19 and 1.20).</source>
        <translation>Uma pedra anda uma casa na diagonal para a frente, para uma casa vazia (artigo 1.15), e captura só para a frente: salta uma peça adversária vizinha e cai na casa vazia logo atrás (artigo 1.18). A captura é obrigatória. Uma captura deve ir até o fim enquanto a peça puder saltar de novo, mas quando há várias possíveis você pode escolher qualquer uma (artigos 1.19 e 1.20).</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned king (article 1.16). A king moves one square in any diagonal direction, forward or backward (article 1.17), and captures the same way, over an adjacent piece to the square just behind (article 1.21).</source>
        <translation>Uma pedra que chega à última fileira é coroada dama (artigo 1.16). Uma dama anda uma casa na diagonal em qualquer direção, para a frente ou para trás (artigo 1.17), e captura do mesmo jeito: sobre uma peça vizinha, até a casa logo atrás (artigo 1.21).</translation>
    </message>
    <message>
        <source>A man that reaches the far row during a capture is crowned there, and the move ends: it may capture again as a king only on its next turn (articles 1.16 and 1.19).</source>
        <translation>Uma pedra que chega à última fileira durante uma captura é coroada ali e o lance termina: só poderá capturar de novo, já como dama, no seu próximo turno (artigos 1.16 e 1.19).</translation>
    </message>
    <message>
        <source>If it is your turn and you have no piece left or no legal move, you have lost (article 1.30). A draw can be proposed with Offer draw. The program also ends a game as a draw by itself in two cases: the same position for the third time (article 1.32.1), and %1 moves by each side with no capture and no man moved (article 1.32.2). There is no shorter limit for endings.</source>
        <translation>Se é a sua vez e você não tem mais peças ou nenhum lance legal, você perdeu (artigo 1.30). Pode-se propor empate com Oferecer empate. O programa também declara empate sozinho em dois casos: a mesma posição pela terceira vez (artigo 1.32.1), e %1 lances de cada lado sem captura e sem pedra movida (artigo 1.32.2). Não há limite menor para os finais.</translation>
    </message>
</context>
<context>
    <name>AnalysisController</name>
    <message>
        <source>There is no game in this text.</source>
        <translation>Não há nenhuma partida neste texto.</translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation>Não é possível ler a partida: %1</translation>
    </message>
    <message>
        <source>This game is no longer in the file.</source>
        <translation>Esta partida não está mais no arquivo.</translation>
    </message>
    <message>
        <source>%1, game %2: %3</source>
        <translation>%1, partida %2: %3</translation>
    </message>
    <message>
        <source>Blunder: the won game is lost</source>
        <translation>Erro grave: a partida ganha se perde</translation>
    </message>
    <message>
        <source>Mistake: the win slips to a draw</source>
        <translation>Erro: a vitória escapa, agora é empate</translation>
    </message>
    <message>
        <source>Mistake: the draw is lost</source>
        <translation>Erro: o empate se perde</translation>
    </message>
    <message>
        <source>one piece</source>
        <extracomment>The number of pieces a shot wins, put into &quot;It takes %2 more than it gives&quot;</extracomment>
        <translation>uma peça</translation>
    </message>
    <message>
        <source>two pieces</source>
        <translation>duas peças</translation>
    </message>
    <message>
        <source>three pieces</source>
        <translation>três peças</translation>
    </message>
    <message>
        <source>%1 pieces</source>
        <translation>%1 peças</translation>
    </message>
    <message>
        <source>Shot: %1. It takes %2 more than it gives.</source>
        <extracomment>Analysis of a game: the move played was a shot (a combination). %1 is its moves in the game&apos;s notation, %2 &quot;one piece&quot;, &quot;two pieces&quot;...</extracomment>
        <translation>Golpe: %1. Toma %2 a mais do que entrega.</translation>
    </message>
    <message>
        <source>Shot missed: %1 takes %2 more than it gives.</source>
        <translation>Golpe não aproveitado: %1 toma %2 a mais do que entrega.</translation>
    </message>
    <message>
        <source>Shot: %1. It gets a king for what it gives.</source>
        <translation>Golpe: %1. Ganha uma dama em troca do que entrega.</translation>
    </message>
    <message>
        <source>Shot missed: %1 gets a king for what it gives.</source>
        <translation>Golpe não aproveitado: %1 ganha uma dama em troca do que entrega.</translation>
    </message>
    <message>
        <source>Shot: %1. It wins material.</source>
        <translation>Golpe: %1. Ganha material.</translation>
    </message>
    <message>
        <source>Shot missed: %1 wins material.</source>
        <translation>Golpe não aproveitado: %1 ganha material.</translation>
    </message>
</context>
<context>
    <name>AnalysisPage</name>
    <message>
        <source>Analyse a game</source>
        <translation>Analisar uma partida</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>Analysis — %1</source>
        <translation>Análise — %1</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 positions</source>
        <translation>Analisando: %1 de %2 posições</translation>
    </message>
    <message>
        <source>Analysis done</source>
        <translation>Análise concluída</translation>
    </message>
    <message>
        <source>Evaluation along the game</source>
        <translation>Avaliação ao longo da partida</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <source>After %1 %2</source>
        <translation>Após %1 %2</translation>
    </message>
    <message>
        <source>Evaluation: %1 (%2)</source>
        <translation>Avaliação: %1 (%2)</translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Avaliação: %1</translation>
    </message>
    <message>
        <source>Evaluation: the engine is still thinking…</source>
        <translation>Avaliação: o motor ainda está pensando…</translation>
    </message>
    <message>
        <source>Best line: %1</source>
        <translation>Melhor linha: %1</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Primeira posição</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Primeira posição (Home)</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Lance anterior</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Lance anterior (seta para a esquerda)</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Próximo lance</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Próximo lance (seta para a direita)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Última posição</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Última posição (End)</translation>
    </message>
    <message>
        <source>%1 moves changed the result.</source>
        <translation>%1 lances mudaram o resultado.</translation>
    </message>
    <message>
        <source>One move changed the result.</source>
        <translation>Um lance mudou o resultado.</translation>
    </message>
    <message>
        <source>No move has changed the result so far.</source>
        <translation>Até agora nenhum lance mudou o resultado.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>No move changed the result.</source>
        <translation>Nenhum lance mudou o resultado.</translation>
    </message>
    <message>
        <source>The evaluation after each move shows here once the game has moves.</source>
        <translation>Aqui aparece a avaliação depois de cada lance, quando a partida tiver lances.</translation>
    </message>
    <message>
        <source>Shots: %1 played, %2 missed.</source>
        <translation>Golpes jogados: %1; não aproveitados: %2.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The game could not be saved to %1 (%2).</source>
        <translation>Não foi possível salvar a partida em %1 (%2).</translation>
    </message>
</context>
<context>
    <name>AutosaveProblem</name>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>não é possível abrir o arquivo (%1)</translation>
    </message>
    <message>
        <source>a “,” or a “}” is missing</source>
        <translation>falta uma “,” ou uma “}”</translation>
    </message>
    <message>
        <source>a “:” is missing after a name</source>
        <translation>falta um “:” depois de um nome</translation>
    </message>
    <message>
        <source>a “,” or a “]” is missing</source>
        <translation>falta uma “,” ou um “]”</translation>
    </message>
    <message>
        <source>a “,” is missing between two values</source>
        <translation>falta uma “,” entre dois valores</translation>
    </message>
    <message>
        <source>a text holds a “\” that starts no known character</source>
        <translation>um texto tem uma “\” que não introduz nenhum caractere conhecido</translation>
    </message>
    <message>
        <source>a text holds bytes that are not UTF-8</source>
        <translation>um texto tem bytes que não são UTF-8</translation>
    </message>
    <message>
        <source>a text is not closed with “&quot;”</source>
        <translation>um texto não é fechado com “&quot;”</translation>
    </message>
    <message>
        <source>a “{” should open the file</source>
        <translation>o arquivo deveria começar com “{”</translation>
    </message>
    <message>
        <source>the values are nested too deeply</source>
        <translation>os valores estão aninhados em profundidade demais</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>o arquivo é grande demais</translation>
    </message>
    <message>
        <source>there is more text after the end</source>
        <translation>há mais texto depois do final</translation>
    </message>
    <message>
        <source>a value cannot be read here</source>
        <translation>aqui não é possível ler nenhum valor</translation>
    </message>
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
        <source>unknown variant “%1”</source>
        <translation>modalidade desconhecida “%1”</translation>
    </message>
    <message>
        <source>the start position is not a valid FEN (at character %1: %2)</source>
        <translation>a posição inicial não é um FEN válido (no caractere %1: %2)</translation>
    </message>
    <message>
        <source>the start position is not a valid FEN (%1)</source>
        <translation>a posição inicial não é um FEN válido (%1)</translation>
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
        <source>it names no squares of this board</source>
        <translation>não indica nenhuma casa deste tabuleiro</translation>
    </message>
    <message>
        <source>it could be several captures</source>
        <translation>pode ser várias capturas</translation>
    </message>
    <message>
        <source>it is not a legal move in that position</source>
        <translation>não é um lance legal nessa posição</translation>
    </message>
    <message>
        <source>move %1 (%2) cannot be played: %3</source>
        <translation>o lance %1 (%2) não pode ser jogado: %3</translation>
    </message>
    <message>
        <source>the player&apos;s side “%1” is neither white nor black</source>
        <translation>o lado do jogador, “%1”, não é nem brancas nem pretas</translation>
    </message>
    <message>
        <source>level %1 is not between 1 and 10</source>
        <translation>o nível %1 não está entre 1 e 10</translation>
    </message>
    <message>
        <source>unknown ending “%1”</source>
        <translation>fim de partida desconhecido “%1”</translation>
    </message>
    <message>
        <source>the file ends in the middle of a number</source>
        <translation>o arquivo termina no meio de um número</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
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
    <message>
        <source>, must capture</source>
        <translation>, deve capturar</translation>
    </message>
    <message>
        <source>, will be taken</source>
        <translation>, será capturada</translation>
    </message>
</context>
<context>
    <name>BrazilianArticle</name>
    <message>
        <source>How to play Brazilian draughts</source>
        <translation>Como jogar damas brasileiras</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileiras</translation>
    </message>
    <message>
        <source>International rules on a small board</source>
        <translation>Regras internacionais num tabuleiro pequeno</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama é uma posição de exemplo, com as brancas embaixo. Qualquer um deles pode ser jogado contra o computador ou aberto na lição de onde vem.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>O início da partida</translation>
    </message>
    <message>
        <source>The start position; a1, the dark corner on White&apos;s left, begins the main diagonal.</source>
        <translation>A posição inicial; a1, o canto escuro à esquerda das brancas, abre a grande diagonal.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Pedras e capturas</translation>
    </message>
    <message>
        <source>The man on a1 takes b2, d4 and f6 in one move, written a1xg7.</source>
        <translation>A pedra de a1 toma b2, d4 e f6 num só lance, que se escreve a1xg7.</translation>
    </message>
    <message>
        <source>The capture that takes the most</source>
        <translation>A captura que toma mais peças</translation>
    </message>
    <message>
        <source>Three men can capture, but only g3 takes three pieces: g3xa5 is the move.</source>
        <translation>Três pedras podem capturar, mas só a de g3 toma três peças: o lance é g3xa5.</translation>
    </message>
    <message>
        <source>Flying kings</source>
        <translation>Damas voadoras</translation>
    </message>
    <message>
        <source>From d4 the king reaches every square under the arrows.</source>
        <translation>De d4 a dama alcança todas as casas cobertas pelas setas.</translation>
    </message>
    <message>
        <source>Crowning only at the end of the move</source>
        <translation>Coroar só no fim do lance</translation>
    </message>
    <message>
        <source>The man on d6 jumps e7 to f8 and must go on over g7 to h6: it ends on h6 as a man.</source>
        <translation>A pedra de d6 salta e7 até f8 e deve continuar sobre g7 até h6: termina em h6 como pedra.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Moves, with an x</source>
        <translation>Os lances, com um x</translation>
    </message>
    <message>
        <source>A move joins its two squares with a hyphen, as in c3-d4, and a capture with an x, as in c3xe5. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.</source>
        <translation>Um lance une suas duas casas com um hífen, como em c3-d4, e uma captura com um x, como em c3xe5. Uma captura de várias peças escreve só onde começa e onde termina, a menos que duas capturas tenham as mesmas duas casas.</translation>
    </message>
    <message>
        <source>Brazilian draughts, under the official rules of the Brazilian Draughts Confederation (CBD), is international draughts on the %1×%1 board: men capture backward too, kings fly, and you must make the capture that takes the most pieces. The points cited below are those of the Regras Oficiais do Jogo de Damas, the numbered text of the rules that the Brazilian federations publish.</source>
        <translation>As damas brasileiras, pelas regras oficiais da Confederação Brasileira de Damas (CBD), são as damas internacionais no tabuleiro de %1×%1: as pedras também capturam para trás, as damas voam e é preciso fazer a captura que toma mais peças. Os itens citados abaixo são os das Regras Oficiais do Jogo de Damas, o texto numerado das regras que as federações brasileiras publicam.</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares of the %2×%2 board (Regras Oficiais, point 2), named like a chessboard: columns a to %3 from White&apos;s left, rows 1 to %2 from White&apos;s side. The long dark diagonal, the main diagonal, starts at each player&apos;s left (point 3). Each side has %4 men on its first %5 rows. White, the light pieces, moves first (point 4).</source>
        <translation>Joga-se nas %1 casas escuras do tabuleiro de %2×%2 (Regras Oficiais, item 2), nomeadas como no xadrez: colunas de a a %3 a partir da esquerda das brancas, fileiras de 1 a %2 a partir do lado das brancas. A grande diagonal escura começa à esquerda de cada jogador (item 3). Cada lado tem %4 pedras nas suas %5 primeiras fileiras. As brancas, as peças claras, começam (item 4).</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward (Regras Oficiais, point 5), and captures forward or backward (point 11), over an enemy piece next to it onto the empty square behind. Capturing is compulsory (point 9) and a capture is finished while the piece can jump again. It may cross the same empty square more than once (point 14), but the pieces jumped leave the board only when the move is over, so none is jumped twice (point 15).</source>
        <translation>Uma pedra anda uma casa na diagonal para a frente (Regras Oficiais, item 5) e captura para a frente ou para trás (item 11), sobre uma peça adversária vizinha, até a casa vazia de trás. A captura é obrigatória (item 9) e vai até o fim enquanto a peça puder saltar de novo. Ela pode passar mais de uma vez pela mesma casa vazia (item 14), mas as peças saltadas só saem do tabuleiro quando o lance termina, então nenhuma é saltada duas vezes (item 15).</translation>
    </message>
    <message>
        <source>When several captures are possible, you must make the one that takes the most pieces (Regras Oficiais, point 12); a king counts as one piece, like a man (point 10). Only between captures that take the same number may you choose.</source>
        <translation>Quando há várias capturas possíveis, é preciso fazer a que toma mais peças (Regras Oficiais, item 12); uma dama conta como uma peça, igual a uma pedra (item 10). Só entre capturas que tomam o mesmo número você pode escolher (é a lei da maioria).</translation>
    </message>
    <message>
        <source>A king moves any distance along a free diagonal, forward or backward (Regras Oficiais, point 8). It captures from afar: after the last piece it takes, it may stop on any free square behind it (point 17); before that, if one of the squares behind a piece lets it capture again, it must land on one that does.</source>
        <translation>Uma dama percorre qualquer distância numa diagonal livre, para a frente ou para trás (Regras Oficiais, item 8). Captura de longe: depois da última peça que toma, pode parar em qualquer casa livre atrás dela (item 17); antes disso, se uma das casas atrás de uma peça permite continuar capturando, ela deve cair numa que permita.</translation>
    </message>
    <message>
        <source>A man is crowned when its move ends on the far row (Regras Oficiais, point 6). If a capture only passes over that row and goes on, the man stays a man (point 13).</source>
        <translation>Uma pedra é coroada quando o lance termina na última fileira (Regras Oficiais, item 6). Se uma captura só passa por essa fileira e continua, a pedra continua pedra (item 13).</translation>
    </message>
    <message>
        <source>The aim is to capture or block all the opponent&apos;s pieces (Regras Oficiais, point 1): if it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The program also ends a game as a draw by itself: the same position for the third time; %1 moves by each side with no capture and no man moved, only kings (point 16); and %2 moves by each side in the short endings that the article Draws and endgames lists.</source>
        <translation>O objetivo é capturar ou bloquear todas as peças do adversário (Regras Oficiais, item 1): se é a sua vez e você não tem mais peças ou nenhum lance legal, você perdeu. Pode-se propor empate com Oferecer empate. O programa também declara empate sozinho: a mesma posição pela terceira vez; %1 lances de cada lado sem captura e sem pedra movida, só de damas (item 16); e %2 lances de cada lado nos finais curtos que o artigo Empates e finais lista.</translation>
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
    <name>DiagramBoard</name>
    <message>
        <source>“%1” is not a variant</source>
        <translation>“%1” não é uma modalidade</translation>
    </message>
    <message>
        <source>The diagram&apos;s position cannot be read: %1</source>
        <translation>Não é possível ler a posição do diagrama: %1</translation>
    </message>
    <message>
        <source>The diagram marks “%1”, which is not a square of this board</source>
        <translation>O diagrama marca “%1”, que não é uma casa deste tabuleiro</translation>
    </message>
</context>
<context>
    <name>DiagramView</name>
    <message>
        <source>Play from here</source>
        <translation>Jogar daqui</translation>
    </message>
    <message>
        <source>Open its lesson</source>
        <translation>Abrir a lição</translation>
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
    <name>DrawsArticle</name>
    <message>
        <source>Draws and endgames: the counts that end a game by themselves</source>
        <translation>Empates e finais: as contagens que encerram a partida sozinhas</translation>
    </message>
    <message>
        <source>Draws and endgames</source>
        <translation>Empates e finais</translation>
    </message>
    <message>
        <source>Draws nobody has to claim</source>
        <translation>Empates que ninguém precisa pedir</translation>
    </message>
    <message>
        <source>A game here can end in a draw without anyone offering one. A federation may apply some of its draw rules only when a player claims them. Here the limits below apply by themselves: the moment a count runs out, the game is over, and the result line says why: “%1”, “%2” or “%3”.</source>
        <translation>Aqui uma partida pode terminar empatada sem que ninguém ofereça o empate. Uma federação pode aplicar algumas das suas regras de empate só quando um jogador as pede. Neste programa os limites abaixo valem sozinhos: assim que uma contagem se esgota, a partida acaba, e a linha do resultado explica o motivo: “%1”, “%2” ou “%3”.</translation>
    </message>
    <message>
        <source>Counted in each player&apos;s moves</source>
        <translation>Contadas em lances de cada jogador</translation>
    </message>
    <message>
        <source>Every count below is in moves of each player: five moves mean five by White and five by Black. The two Russian limits that name the stronger side count that side&apos;s moves only.</source>
        <translation>Todas as contagens abaixo são em lances de cada jogador: cinco lances são cinco das brancas e cinco das pretas. Os dois limites russos que mencionam o lado mais forte contam só os lances desse lado.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Repetição de posição</translation>
    </message>
    <message>
        <source>In all four variants, the same pieces on the same squares, with the same side to move, for the third time, is a draw. The three times need not come one after another. A capture or a man move wipes the slate clean, because after either of them no earlier position can come back.</source>
        <translation>Nas quatro modalidades, as mesmas peças nas mesmas casas, com o mesmo lado a jogar, pela terceira vez, é empate. As três vezes não precisam ser seguidas. Uma captura ou um movimento de pedra zera tudo, porque depois de qualquer um dos dois nenhuma posição anterior pode se repetir.</translation>
    </message>
    <message>
        <source>White is a king up and throws the advantage away by moving its kings back and forth. A repetition needs both sides back on the same squares, so the side ahead has a say in it.</source>
        <translation>As brancas têm uma dama a mais e desperdiçam a vantagem mexendo as damas de lá para cá. Para repetir, os dois lados precisam voltar às mesmas casas, então quem está na frente também decide.</translation>
    </message>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>The %1-move rule</source>
        <translation>A regra dos %1 lances</translation>
    </message>
    <message>
        <source>The game is drawn when, over their own previous %1 moves, neither player has advanced a man towards the crowning row and no piece has left the board. In practice that is %1 moves by each side in which only kings move. A man move or a capture starts the count again. There is no shorter limit for endings.</source>
        <translation>A partida empata quando, nos seus próprios %1 lances anteriores, nenhum jogador avançou uma pedra rumo à fileira de coroação e nenhuma peça saiu do tabuleiro. Na prática são %1 lances de cada lado em que só as damas se movem. Um movimento de pedra ou uma captura reinicia a contagem. Não há limite menor para os finais.</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileiras</translation>
    </message>
    <message>
        <source>%1 moves by each side with kings only, no capture and no man moved. A man move or a capture starts this count again.</source>
        <translation>%1 lances de cada lado só com damas, sem captura e sem pedra movida. Um movimento de pedra ou uma captura reinicia essa contagem.</translation>
    </message>
    <message>
        <source>The %1-move endings</source>
        <translation>Os finais de %1 lances</translation>
    </message>
    <message>
        <source>%1 moves by each side in these endings: %2.</source>
        <translation>%1 lances de cada lado nestes finais: %2.</translation>
    </message>
    <message>
        <source>%1 moves by each side when %2 face a lone king on the main diagonal, as long as it is the only piece on it. Off the diagonal, only the %3-move count applies.</source>
        <translation>%1 lances de cada lado quando %2 enfrentam uma dama solitária na grande diagonal, enquanto ela for a única peça ali. Fora da diagonal, só vale a contagem de %3 lances.</translation>
    </message>
    <message>
        <source>In the %1-move endings a man move or a capture starts nothing again: there is a single count for the whole stretch of those positions.</source>
        <translation>Nos finais de %1 lances, nem um movimento de pedra nem uma captura reiniciam nada: há uma só contagem para todo o trecho dessas posições.</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionais</translation>
    </message>
    <message>
        <source>%1 moves by each side with kings only, no man moved and no capture. A man move or a capture starts this count again.</source>
        <translation>%1 lances de cada lado só com damas, sem pedra movida e sem captura. Um movimento de pedra ou uma captura reinicia essa contagem.</translation>
    </message>
    <message>
        <source>The %1-move ending</source>
        <translation>O final de %1 lances</translation>
    </message>
    <message>
        <source>%1 moves by each side with %2 against a lone king. A piece taken during those %1 moves does not start them again.</source>
        <translation>%1 lances de cada lado com %2 contra uma dama solitária. Uma peça tomada durante esses %1 lances não os reinicia.</translation>
    </message>
    <message>
        <source>%1 moves on the main diagonal</source>
        <translation>%1 lances na grande diagonal</translation>
    </message>
    <message>
        <source>%1 moves by each side as soon as the lone king of that ending is the only piece on the main diagonal.</source>
        <translation>%1 lances de cada lado assim que a dama solitária desse final é a única peça na grande diagonal.</translation>
    </message>
    <message>
        <source>%1 moves by each side with %2 against a lone king. If a capture leads here from the %3-move ending, whichever deadline comes first applies.</source>
        <translation>%1 lances de cada lado com %2 contra uma dama solitária. Se uma captura trouxer a partida do final de %3 lances para cá, vale o prazo que terminar primeiro.</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas russas</translation>
    </message>
    <message>
        <source>The limits are taken from the Russian rules of 2022.</source>
        <translation>Os limites vêm das regras russas de 2022.</translation>
    </message>
    <message>
        <source>Three kings against one</source>
        <translation>Três damas contra uma</translation>
    </message>
    <message>
        <source>With %1 against a lone king, the game is drawn if the stronger side has not taken it by its %2th move since the start of that ending.</source>
        <translation>Com %1 contra uma dama solitária, a partida empata se o lado mais forte não a tomar até o seu %2º lance desde o início desse final.</translation>
    </message>
    <message>
        <source>The main diagonal</source>
        <translation>A grande diagonal</translation>
    </message>
    <message>
        <source>With %1, none of them on the main diagonal, against a lone king standing on it: the same, by the stronger side&apos;s %2th move.</source>
        <translation>Com %1, nenhuma na grande diagonal, contra uma dama solitária parada nela: o mesmo, até o %2º lance do lado mais forte.</translation>
    </message>
    <message>
        <source>Kings on both sides</source>
        <translation>Damas dos dois lados</translation>
    </message>
    <message>
        <source>Both sides have kings, and nothing is captured or crowned: %1 moves by each side with %2 or %3 pieces on the board, %4 with %5 or %6, %7 with %8 or %9. Man moves do not start this count again.</source>
        <translation>Os dois lados têm damas e nada é capturado nem coroado: %1 lances de cada lado com %2 ou %3 peças no tabuleiro, %4 com %5 ou %6, %7 com %8 ou %9. Movimentos de pedra não reiniciam essa contagem.</translation>
    </message>
    <message>
        <source>Only kings moving</source>
        <translation>Só damas se movendo</translation>
    </message>
    <message>
        <source>Only kings have moved, no man and nothing captured: %1 moves by each side with %2 or %3 pieces, %4 with %5 or %6. This count does not apply with fewer than %7 pieces, nor with %8 or more.</source>
        <translation>Só damas se moveram, nenhuma pedra, e nada foi capturado: %1 lances de cada lado com %2 ou %3 peças, %4 com %5 ou %6. Essa contagem não vale com menos de %7 peças, nem com %8 ou mais.</translation>
    </message>
    <message>
        <source>What this means on the board</source>
        <translation>O que isso muda no tabuleiro</translation>
    </message>
    <message>
        <source>If you are ahead, the count is your opponent&apos;s best defence, so treat it like a clock.</source>
        <translation>Se você está na frente, a contagem é a melhor defesa do adversário, então trate-a como um relógio.</translation>
    </message>
    <message>
        <source>Do not shuffle your kings. A king move that changes nothing uses up the count, and the third appearance of a position ends the game on the spot. Every move should bring a piece closer to a capture or to a new king.</source>
        <translation>Não fique mexendo as damas à toa. Um lance de dama que não muda nada gasta a contagem, e a terceira ocorrência de uma posição encerra a partida na hora. Cada lance deve aproximar uma peça de uma captura ou de uma nova dama.</translation>
    </message>
    <message>
        <source>Know the number before simplifying. Two kings against one give you %1 moves by each side in Brazilian, International and Russian draughts. If you cannot see the win in that time, keep more pieces for now.</source>
        <translation>Saiba o número antes de trocar peças. Duas damas contra uma dão %1 lances de cada lado nas damas brasileiras, internacionais e russas. Se você não enxerga a vitória nesse prazo, mantenha mais peças por enquanto.</translation>
    </message>
    <message>
        <source>Spend man moves where they count. A man move starts the kings-only counts again in American, Brazilian and International draughts, so it pays to keep in reserve a man that can still move safely. It does not start the endgame counts again. In Russian draughts it starts the kings-only count again, but the count with no capture and no crowning keeps running.</source>
        <translation>Gaste os movimentos de pedra onde eles contam. Um movimento de pedra reinicia as contagens só de damas nas damas americanas, brasileiras e internacionais, então vale guardar em reserva uma pedra que ainda possa andar com segurança. Ele não reinicia as contagens de final. Nas damas russas ele reinicia a contagem só de damas, mas a contagem sem captura nem coroação continua correndo.</translation>
    </message>
    <message>
        <source>Take the main diagonal first. The main-diagonal counts of Brazilian, International and Russian draughts need the lone king to hold it, so a king of yours already standing there keeps them from starting.</source>
        <translation>Ocupe primeiro a grande diagonal. As contagens da grande diagonal nas damas brasileiras, internacionais e russas exigem que a dama solitária a ocupe, então uma dama sua já parada ali impede que elas comecem.</translation>
    </message>
    <message>
        <source>Brazilian draughts: three white kings against the black king on h8. The white king on a1 shares the main diagonal with it, so the lone king is not alone there.</source>
        <translation>Damas brasileiras: três damas brancas contra a dama preta de h8. A dama branca de a1 divide com ela a grande diagonal, então a dama solitária não está sozinha ali.</translation>
    </message>
    <message>
        <source>As long as that king stays on the diagonal, White keeps the whole %1 moves by each side.</source>
        <translation>Enquanto essa dama ficar na diagonal, as brancas mantêm os %1 lances inteiros de cada lado.</translation>
    </message>
    <message>
        <source>If you are behind</source>
        <translation>Se você está atrás</translation>
    </message>
    <message>
        <source>If you are behind, all of this is your plan. In Brazilian, International and Russian draughts, make for the main diagonal, keep out of reach and let the count run. And if you find the win at the last moment, it stands: the win is checked before any count, so taking the last piece on the last counted move beats the draw.</source>
        <translation>Se você está atrás, tudo isso é o seu plano. Nas damas brasileiras, internacionais e russas, vá para a grande diagonal, fique fora de alcance e deixe a contagem correr. E, se você achar a vitória no último momento, ela vale: a vitória é verificada antes de qualquer contagem, então tomar a última peça no último lance contado vale mais que o empate.</translation>
    </message>
    <message>
        <source>What is not applied</source>
        <translation>O que não é aplicado</translation>
    </message>
    <message>
        <source>Three parts of the Russian rules depend on an arbiter or on the clock, and the program does not apply them: an arbiter&apos;s judgement that a position is clearly drawn (6.1.8.7), a decision that depends on the time control (6.1.10.4), and the arbiter&apos;s exception to the main-diagonal count when a chance to win arises (part of 6.1.8.5).</source>
        <translation>Três partes das regras russas dependem de um árbitro ou do relógio, e o programa não as aplica: o julgamento de um árbitro de que uma posição está claramente empatada (6.1.8.7), uma decisão que depende do ritmo de jogo (6.1.10.4) e a exceção do árbitro à contagem da grande diagonal quando surge uma chance de vitória (parte do 6.1.8.5).</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>Experimente</translation>
    </message>
    <message>
        <source>The lessons of each variant have steps on repetition and the move counts. To get a feel for the counts, play the computer on the play page and, when the game reaches an ending with kings, count the moves you have left.</source>
        <translation>As lições de cada modalidade têm etapas sobre a repetição e as contagens de lances. Para sentir as contagens, jogue contra o computador na tela de jogo e, quando a partida chegar a um final de damas, conte os lances que ainda restam.</translation>
    </message>
    <message>
        <source>The rule is article 1.32.2 of the WCDF Rules of Draughts.</source>
        <translation>A regra é o artigo 1.32.2 das Rules of Draughts da WCDF.</translation>
    </message>
    <message>
        <source>The limits are articles 6.2, 6.3 and 6.4 of the official FMJD rules for international draughts.</source>
        <translation>Os limites são os artigos 6.2, 6.3 e 6.4 das regras oficiais da FMJD para as damas internacionais.</translation>
    </message>
    <message>
        <source>The limits are taken from the official rules of the CBD. The %1-move rule is point 16 of the Regras Oficiais do Jogo de Damas, the numbered text of those rules that the Brazilian federations publish; the %2-move endings are not in that text.</source>
        <translation>Os limites vêm das regras oficiais da CBD. A regra dos %1 lances é o item 16 das Regras Oficiais do Jogo de Damas, o texto numerado dessas regras que as federações brasileiras publicam; os finais de %2 lances não estão nesse texto.</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>Set up a position</source>
        <translation>Montar uma posição</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>Use the arrow keys to move over the squares and Enter to put the chosen piece on a square.</source>
        <translation>Use as setas para percorrer as casas e Enter para colocar a peça escolhida numa casa.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalidade</translation>
    </message>
    <message>
        <source>Click a square to put</source>
        <translation>Clique numa casa para colocar</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Pedra branca</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Dama branca</translation>
    </message>
    <message>
        <source>Black man</source>
        <translation>Pedra preta</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Dama preta</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Apagar</translation>
    </message>
    <message>
        <source>A click on a piece of the same kind removes it. Drag a piece to move it, or off the board to remove it.</source>
        <translation>Um clique numa peça do mesmo tipo a retira. Arraste uma peça para movê-la, ou para fora do tabuleiro para retirá-la.</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Esvaziar o tabuleiro</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Lado que joga</translation>
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
        <source>Pieces: White %1, Black %2</source>
        <translation>Peças: brancas %1, pretas %2</translation>
    </message>
    <message>
        <source>A game can start from this position.</source>
        <translation>Uma partida pode começar desta posição.</translation>
    </message>
    <message>
        <source>FEN of the position</source>
        <translation>FEN da posição</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copiar FEN</translation>
    </message>
    <message>
        <source>Play from this position…</source>
        <translation>Jogar desta posição…</translation>
    </message>
    <message>
        <source>Practise it against the computer</source>
        <translation>Praticá-la contra o computador</translation>
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
        <source>Kings on both sides</source>
        <translation>Damas dos dois lados</translation>
    </message>
    <message>
        <source>Only kings moving</source>
        <translation>Só damas se movendo</translation>
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
    <message>
        <source>three pieces</source>
        <translation>três peças</translation>
    </message>
    <message>
        <source>three kings or more, with or without other pieces</source>
        <translation>três damas ou mais, com ou sem outras peças</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>uma dama</translation>
    </message>
    <message>
        <source>two kings</source>
        <translation>duas damas</translation>
    </message>
    <message>
        <source>three kings</source>
        <translation>três damas</translation>
    </message>
    <message>
        <source>a king and a man</source>
        <translation>uma dama e uma pedra</translation>
    </message>
    <message>
        <source>two kings and a man</source>
        <translation>duas damas e uma pedra</translation>
    </message>
    <message>
        <source>a king and two men</source>
        <translation>uma dama e duas pedras</translation>
    </message>
    <message>
        <source>%1 kings and %2 men</source>
        <translation>%1 damas e %2 pedras</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The items of a list but the last: &quot;two kings, a king and a man&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list of two (&quot;a king and a man&quot;), then of a longer list, with a comma where the items themselves hold &quot;and&quot; (&quot;two kings, a king and a man, and a king&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, and %2</source>
        <translation>%1, e %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>As above, for choices: &quot;two kings or a king&quot;; &quot;two kings, a king and a man, or a king&quot;</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1, ou %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>A range of numbers of pieces: &quot;4 to 7&quot;</extracomment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1 moves by each side with %2 pieces</source>
        <translation>%1 lances de cada lado com %2 peças</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>A further limit of a list: &quot;30 with 4 or 5&quot; (moves, then pieces)</extracomment>
        <translation>%1 com %2</translation>
    </message>
    <message>
        <source>%1-move rule</source>
        <translation>Regra dos %1 lances</translation>
    </message>
    <message>
        <source>%1-move ending</source>
        <translation>Final de %1 lances</translation>
    </message>
    <message>
        <source>%1 moves: the main diagonal</source>
        <translation>%1 lances: a grande diagonal</translation>
    </message>
    <message>
        <source>%1 moves: three kings against one</source>
        <translation>%1 lances: três damas contra uma</translation>
    </message>
    <message>
        <source>If %1 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Se passarem %1 lances de cada lado sem captura e sem mover nenhuma pedra, a partida empata.</translation>
    </message>
    <message>
        <source>In these endings there are %1 moves by each side to win, then the game is a draw: %2; or %3 against a lone king that holds the main diagonal alone.</source>
        <translation>Nestes finais há %1 lances de cada lado para vencer; depois, a partida empata: %2; ou %3 contra uma dama solitária que ocupa sozinha a grande diagonal.</translation>
    </message>
    <message>
        <source>With %1 against a lone king there are %2 moves by each side to win, then the game is a draw.</source>
        <translation>Com %1 contra uma dama solitária há %2 lances de cada lado para vencer; depois, empate.</translation>
    </message>
    <message>
        <source>With %1 against a lone king: if the stronger side has not taken it by its %2th move, the game is a draw.</source>
        <translation>Com %1 contra uma dama solitária: se o lado mais forte não a tomar até o seu %2º lance, a partida empata.</translation>
    </message>
    <message>
        <source>With %1 off the main diagonal against a lone king on it: if the stronger side has not won by its %2th move, the game is a draw.</source>
        <translation>Com %1 fora da grande diagonal contra uma dama solitária nela: se o lado mais forte não vencer até o seu %2º lance, a partida empata.</translation>
    </message>
    <message>
        <source>Both sides have a king and at most %1 pieces are left: %2, then the game is a draw.</source>
        <translation>Os dois lados têm dama e restam no máximo %1 peças: %2; depois, empate.</translation>
    </message>
    <message>
        <source>With %1 pieces on the board and no capture or man move: %2, then the game is a draw.</source>
        <translation>Com %1 peças no tabuleiro e sem capturas nem movimentos de pedra: %2; depois, empate.</translation>
    </message>
    <message>
        <source>With %1 against a lone king that is the only piece on the main diagonal: %2 moves by each side to win, then the game is a draw.</source>
        <translation>Com %1 contra uma dama solitária que é a única peça na grande diagonal: %2 lances de cada lado para vencer; depois, empate.</translation>
    </message>
    <message>
        <source>The white man on %1 stands on White&apos;s crowning row: it would be a king there. Make it a king or move it.</source>
        <translation>A pedra branca em %1 está na fileira de coroação das brancas: ali já seria dama. Transforme-a em dama ou mova-a.</translation>
    </message>
    <message>
        <source>The black man on %1 stands on Black&apos;s crowning row: it would be a king there. Make it a king or move it.</source>
        <translation>A pedra preta em %1 está na fileira de coroação das pretas: ali já seria dama. Transforme-a em dama ou mova-a.</translation>
    </message>
    <message>
        <source>White has more than %1 pieces, the number each side starts with.</source>
        <translation>As brancas têm mais de %1 peças, o número com que cada lado começa.</translation>
    </message>
    <message>
        <source>Black has more than %1 pieces, the number each side starts with.</source>
        <translation>As pretas têm mais de %1 peças, o número com que cada lado começa.</translation>
    </message>
    <message>
        <source>White has no pieces: there is no game to play.</source>
        <translation>As brancas não têm peças: não há partida para jogar.</translation>
    </message>
    <message>
        <source>Black has no pieces: there is no game to play.</source>
        <translation>As pretas não têm peças: não há partida para jogar.</translation>
    </message>
    <message>
        <source>The side to move has no legal move: the game would be lost already.</source>
        <translation>O lado que joga não tem nenhum lance legal: a partida já estaria perdida.</translation>
    </message>
    <message>
        <source>White has won</source>
        <translation>As brancas venceram</translation>
    </message>
    <message>
        <source>Black has won</source>
        <translation>As pretas venceram</translation>
    </message>
    <message>
        <source>White wins with the next move</source>
        <translation>As brancas vencem com o próximo lance</translation>
    </message>
    <message>
        <source>Black wins with the next move</source>
        <translation>As pretas vencem com o próximo lance</translation>
    </message>
    <message>
        <source>White wins in %1 moves</source>
        <translation>As brancas vencem em %1 lances</translation>
    </message>
    <message>
        <source>Black wins in %1 moves</source>
        <translation>As pretas vencem em %1 lances</translation>
    </message>
    <message>
        <source>about equal</source>
        <translation>mais ou menos igual</translation>
    </message>
    <message>
        <source>a slight edge for White</source>
        <translation>uma leve vantagem para as brancas</translation>
    </message>
    <message>
        <source>a slight edge for Black</source>
        <translation>uma leve vantagem para as pretas</translation>
    </message>
    <message>
        <source>White is about a man ahead</source>
        <translation>as brancas estão cerca de uma pedra à frente</translation>
    </message>
    <message>
        <source>Black is about a man ahead</source>
        <translation>as pretas estão cerca de uma pedra à frente</translation>
    </message>
    <message>
        <source>White is about two men ahead</source>
        <translation>as brancas estão cerca de duas pedras à frente</translation>
    </message>
    <message>
        <source>Black is about two men ahead</source>
        <translation>as pretas estão cerca de duas pedras à frente</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>as brancas estão ganhando</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>as pretas estão ganhando</translation>
    </message>
    <message>
        <source>This FEN cannot be read (at character %1: %2).</source>
        <translation>Não é possível ler este FEN (no caractere %1: %2).</translation>
    </message>
    <message>
        <source>This FEN cannot be read (%1).</source>
        <translation>Não é possível ler este FEN (%1).</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Aguarde o lance do computador.</translation>
    </message>
    <message>
        <source>You are looking at an earlier position. Go back to the game to play.</source>
        <translation>Você está vendo uma posição anterior. Volte à partida para jogar.</translation>
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
        <source>The clipboard holds no text to read as a FEN.</source>
        <translation>A área de transferência não tem texto para ler como FEN.</translation>
    </message>
    <message>
        <source>Start a game first: the FEN is read for its variant.</source>
        <translation>Comece uma partida antes: o FEN é lido para a modalidade dela.</translation>
    </message>
    <message>
        <source>This game is no longer in the file.</source>
        <translation>Esta partida não está mais no arquivo.</translation>
    </message>
    <message>
        <source>%1, game %2: %3</source>
        <translation>%1, partida %2: %3</translation>
    </message>
    <message>
        <source>Hint: %1 (%2).</source>
        <translation>Dica: %1 (%2).</translation>
    </message>
    <message>
        <source>Hint: %1 (%2). Expected: %3</source>
        <translation>Dica: %1 (%2). Continuação esperada: %3</translation>
    </message>
    <message>
        <source>a win with this move</source>
        <translation>vence com este lance</translation>
    </message>
    <message>
        <source>the computer wins next move</source>
        <translation>o computador vence no próximo lance</translation>
    </message>
    <message>
        <source>a win in %1 moves</source>
        <translation>vence em %1 lances</translation>
    </message>
    <message>
        <source>the computer wins in %1 moves</source>
        <translation>o computador vence em %1 lances</translation>
    </message>
    <message>
        <source>about equal</source>
        <translation>mais ou menos igual</translation>
    </message>
    <message>
        <source>a slight edge for you</source>
        <translation>uma pequena vantagem para você</translation>
    </message>
    <message>
        <source>a slight edge for the computer</source>
        <translation>uma pequena vantagem para o computador</translation>
    </message>
    <message>
        <source>wins a man</source>
        <translation>ganha uma pedra</translation>
    </message>
    <message>
        <source>loses a man</source>
        <translation>perde uma pedra</translation>
    </message>
    <message>
        <source>wins two men</source>
        <translation>ganha duas pedras</translation>
    </message>
    <message>
        <source>loses two men</source>
        <translation>perde duas pedras</translation>
    </message>
    <message>
        <source>a winning advantage</source>
        <translation>uma vantagem decisiva</translation>
    </message>
    <message>
        <source>a losing position</source>
        <translation>uma posição perdida</translation>
    </message>
    <message>
        <source>White declines the draw offer.</source>
        <translation>As brancas recusam a proposta de empate.</translation>
    </message>
    <message>
        <source>Black declines the draw offer.</source>
        <translation>As pretas recusam a proposta de empate.</translation>
    </message>
    <message>
        <source>This game is no longer in the list.</source>
        <translation>Esta partida não está mais na lista.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jogador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jogador 2</translation>
    </message>
    <message>
        <source>Game between two players</source>
        <translation>Partida entre dois jogadores</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>%1: you play White, moves played: %2</source>
        <translation>%1: você joga com as brancas, lances feitos: %2</translation>
    </message>
    <message>
        <source>%1: you play Black, moves played: %2</source>
        <translation>%1: você joga com as pretas, lances feitos: %2</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>você ganhou</translation>
    </message>
    <message>
        <source>the computer won</source>
        <translation>o computador ganhou</translation>
    </message>
    <message>
        <source>%1: you played White, moves played: %2, %3</source>
        <translation>%1: você jogou com as brancas, lances feitos: %2, %3</translation>
    </message>
    <message>
        <source>%1: you played Black, moves played: %2, %3</source>
        <translation>%1: você jogou com as pretas, lances feitos: %2, %3</translation>
    </message>
    <message>
        <source>The saved game %1 is damaged: %2. The moves before that one are kept, and the game goes on from there.</source>
        <translation>A partida salva %1 está danificada: %2. Os lances anteriores foram mantidos e a partida continua a partir daí.</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read: %2.</source>
        <translation>Não foi possível ler a partida salva %1: %2.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>O arquivo danificado foi guardado como %1.</translation>
    </message>
    <message>
        <source>%1: two players, moves played: %2</source>
        <translation>%1: dois jogadores, lances jogados: %2</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>as brancas ganharam</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>as pretas ganharam</translation>
    </message>
    <message>
        <source>%1: two players, moves played: %2, %3</source>
        <translation>%1: dois jogadores, lances jogados: %2, %3</translation>
    </message>
    <message>
        <source>This game of the list cannot be read.</source>
        <translation>Esta partida da lista não pode ser lida.</translation>
    </message>
    <message>
        <source>This game of the list cannot be opened: %1</source>
        <translation>Esta partida da lista não pode ser aberta: %1</translation>
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
        <source>Look at the finished game</source>
        <translation>Ver a partida terminada</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Sobre</translation>
    </message>
    <message>
        <source>A game against the computer, from a beginner&apos;s level to full strength, or between two players on this computer.</source>
        <translation>Uma partida contra o computador, do nível iniciante à força máxima, ou entre dois jogadores neste computador.</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recentes</translation>
    </message>
    <message>
        <source>The games you finished lately: %1. Open one to look at it again.</source>
        <translation>As partidas que você terminou há pouco: %1. Abra uma para vê-la de novo.</translation>
    </message>
    <message>
        <source>The games you finish are kept here.</source>
        <translation>Aqui ficam as partidas que você termina.</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Montar uma posição</translation>
    </message>
    <message>
        <source>Place men and kings, then play the position or practise it against the computer.</source>
        <translation>Coloque pedras e damas e depois jogue a posição ou pratique-a contra o computador.</translation>
    </message>
    <message>
        <source>Analyse a game</source>
        <translation>Analisar uma partida</translation>
    </message>
    <message>
        <source>Open a game from a PDN file and see what the engine thinks of every move.</source>
        <translation>Abra uma partida de um arquivo PDN e veja o que o motor acha de cada lance.</translation>
    </message>
</context>
<context>
    <name>InternationalArticle</name>
    <message>
        <source>How to play international draughts</source>
        <translation>Como jogar damas internacionais</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionais</translation>
    </message>
    <message>
        <source>The big board</source>
        <translation>O tabuleiro grande</translation>
    </message>
    <message>
        <source>International draughts, under the official rules of the World Draughts Federation (FMJD), is played on a %1×%1 board. Men capture backward too, kings fly, and you must make the capture that takes the most pieces.</source>
        <translation>As damas internacionais, pelas regras oficiais da Federação Mundial de Damas (FMJD), são jogadas num tabuleiro de %1×%1. As pedras também capturam para trás, as damas voam e é preciso fazer a captura que toma mais peças.</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama é uma posição de exemplo, com as brancas embaixo. Qualquer um deles pode ser jogado contra o computador ou aberto na lição de onde vem.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>O início da partida</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares (FMJD article 2.2), with the long diagonal starting at each player&apos;s left (article 2.4). The squares are numbered 1 to %1 row by row from Black&apos;s side (article 2.6). Each side has %2 men on its first %3 rows: Black on 1 to %2, White on the rest. White moves first.</source>
        <translation>Joga-se nas %1 casas escuras (artigo 2.2 da FMJD), com a grande diagonal começando à esquerda de cada jogador (artigo 2.4). As casas são numeradas de 1 a %1, fileira por fileira, a partir do lado das pretas (artigo 2.6). Cada lado tem %2 pedras nas suas %3 primeiras fileiras: as pretas em 1 a %2, as brancas no restante. As brancas começam.</translation>
    </message>
    <message>
        <source>The start position; 46 and 5 are the two ends of the long diagonal.</source>
        <translation>A posição inicial; 46 e 5 são as duas pontas da grande diagonal.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Pedras e capturas</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward. It captures forward and backward (article 4.1), and a capture is compulsory: a man next to an enemy piece with a free square behind it must jump it (article 4.2), and go on jumping while it can (article 4.5). The pieces jumped are lifted only when the move is over.</source>
        <translation>Uma pedra anda uma casa na diagonal para a frente. Captura para a frente e para trás (artigo 4.1), e a captura é obrigatória: uma pedra ao lado de uma peça adversária com uma casa livre atrás deve saltá-la (artigo 4.2) e continuar saltando enquanto puder (artigo 4.5). As peças saltadas só são retiradas quando o lance termina.</translation>
    </message>
    <message>
        <source>The man on 32 takes four men and comes back to 32. The men it jumps are lifted only once the move is over.</source>
        <translation>A pedra da 32 toma quatro pedras e volta à 32. As pedras que ela salta só são retiradas quando o lance termina.</translation>
    </message>
    <message>
        <source>The capture that takes the most</source>
        <translation>A captura que toma mais peças</translation>
    </message>
    <message>
        <source>48x19 takes three men; 48x26 would take two kings. The three men must be taken: the kind of piece does not matter, only the number.</source>
        <translation>48x19 toma três pedras; 48x26 tomaria duas damas. É preciso tomar as três pedras: o tipo de peça não importa, só o número.</translation>
    </message>
    <message>
        <source>Flying kings</source>
        <translation>Damas voadoras</translation>
    </message>
    <message>
        <source>The king on 46 jumps 23 from afar and may land on 19, 14 or 10.</source>
        <translation>A dama da 46 salta a 23 de longe e pode cair na 19, na 14 ou na 10.</translation>
    </message>
    <message>
        <source>Crowning only at the end of the move</source>
        <translation>Coroar só no fim do lance</translation>
    </message>
    <message>
        <source>The man on 15 jumps 10 to 4 on the far row, then must jump 9 and ends on 13, still a man.</source>
        <translation>A pedra da 15 salta a 10 até a 4, na última fileira; depois deve saltar a 9 e termina na 13, ainda pedra.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Moves, with numbers</source>
        <translation>Os lances, com números</translation>
    </message>
    <message>
        <source>A move joins its two squares with a hyphen, as in 32-28, and a capture with an x, as in 28x19. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.</source>
        <translation>Um lance une suas duas casas com um hífen, como em 32-28, e uma captura com um x, como em 28x19. Uma captura de várias peças escreve só onde começa e onde termina, a menos que duas capturas tenham as mesmas duas casas.</translation>
    </message>
    <message>
        <source>When several captures are possible, you must make the one that takes the most pieces, a king counting as one piece like a man (article 4.13). Only between captures that take the same number may you choose (article 4.14).</source>
        <translation>Quando há várias capturas possíveis, é preciso fazer a que toma mais peças, e uma dama conta como uma peça, igual a uma pedra (artigo 4.13): é a lei da maioria. Só entre capturas que tomam o mesmo número você pode escolher (artigo 4.14).</translation>
    </message>
    <message>
        <source>A king moves any distance along a free diagonal (article 3.9). It captures from near or far, over an enemy piece with one or more empty squares behind it, and lands on the one it chooses (article 4.3), but if one of them lets it capture again, it must land there.</source>
        <translation>Uma dama percorre qualquer distância numa diagonal livre (artigo 3.9). Captura de perto ou de longe, sobre uma peça adversária com uma ou mais casas vazias atrás, e cai na que escolher (artigo 4.3), mas se uma delas permite continuar capturando, deve cair ali.</translation>
    </message>
    <message>
        <source>A man is crowned when its move ends on the far row (article 3.5). If a capture passes over that row and goes on, the man stays a man (article 4.15).</source>
        <translation>Uma pedra é coroada quando o lance termina na última fileira (artigo 3.5). Se uma captura passa por essa fileira e continua, a pedra continua pedra (artigo 4.15).</translation>
    </message>
    <message>
        <source>If it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The program also ends a game as a draw by itself: the same position for the third time (article 6.1); %1 moves by each side with no capture and no man moved (article 6.2); %2 moves by each side when three pieces face a lone king (article 6.3); and %3 moves by each side in the shorter endings of articles 6.3 and 6.4, which Draws and endgames lists.</source>
        <translation>Se é a sua vez e você não tem mais peças ou nenhum lance legal, você perdeu. Pode-se propor empate com Oferecer empate. O programa também declara empate sozinho: a mesma posição pela terceira vez (artigo 6.1); %1 lances de cada lado sem captura e sem pedra movida (artigo 6.2); %2 lances de cada lado quando três peças enfrentam uma dama solitária (artigo 6.3); e %3 lances de cada lado nos finais mais curtos dos artigos 6.3 e 6.4, que Empates e finais lista.</translation>
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
        <source>Practising this position starts a new game.</source>
        <translation>Praticar esta posição começa uma nova partida.</translation>
    </message>
    <message>
        <source>Opening this game replaces the game on the board.</source>
        <translation>Abrir esta partida substitui a partida do tabuleiro.</translation>
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
        <translation>O nível 10 usa todo esse tempo; os níveis mais baixos respondem antes.</translation>
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
    <message>
        <source>A new game starts with the choices on this page.</source>
        <translation>Começa uma nova partida com o que foi escolhido nesta página.</translation>
    </message>
    <message>
        <source>%1, game %2: %3 – %4</source>
        <translation>%1, partida %2: %3 – %4</translation>
    </message>
    <message>
        <source>White not named</source>
        <translation>brancas sem nome</translation>
    </message>
    <message>
        <source>Black not named</source>
        <translation>pretas sem nome</translation>
    </message>
    <message>
        <source>For example %1</source>
        <translation>Por exemplo %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>O computador</translation>
    </message>
    <message>
        <source>A second player on this computer</source>
        <translation>Um segundo jogador neste computador</translation>
    </message>
    <message>
        <source>Turn the board for the side to move</source>
        <translation>Girar o tabuleiro para o lado que joga</translation>
    </message>
</context>
<context>
    <name>NotationArticle</name>
    <message>
        <source>Notation: how the four variants write a move</source>
        <translation>Notação: como as quatro modalidades escrevem um lance</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notação</translation>
    </message>
    <message>
        <source>Two ways of naming a square</source>
        <translation>Duas maneiras de nomear uma casa</translation>
    </message>
    <message>
        <source>Every move is written with the squares it goes through, but the variants do not name their squares the same way. This page sets the four side by side. Each diagram is an example position, White at the bottom, with one capture drawn on it and written in that variant&apos;s notation.</source>
        <translation>Todo lance é escrito com as casas por onde passa, mas as modalidades não nomeiam suas casas do mesmo jeito. Esta página coloca as quatro lado a lado. Cada diagrama é uma posição de exemplo, com as brancas embaixo, com uma captura desenhada e escrita na notação daquela modalidade.</translation>
    </message>
    <message>
        <source>Numbers: American checkers numbers the dark squares from 1 to %1 on its %2×%2 board, and International draughts from 1 to %3 on its %4×%4 board.</source>
        <translation>Números: as damas americanas numeram as casas escuras de 1 a %1 no seu tabuleiro de %2×%2, e as damas internacionais de 1 a %3 no seu tabuleiro de %4×%4.</translation>
    </message>
    <message>
        <source>Letters and digits: Brazilian and Russian draughts name each square by its column, a to %1 from White&apos;s left, and its row, 1 to %2 from White&apos;s side, as in chess. a1 is the dark corner on White&apos;s left.</source>
        <translation>Letras e números: as damas brasileiras e russas nomeiam cada casa pela coluna, de a a %1 a partir da esquerda das brancas, e pela fileira, de 1 a %2 a partir do lado das brancas, como no xadrez. a1 é o canto escuro à esquerda das brancas.</translation>
    </message>
    <message>
        <source>Which way the numbers run</source>
        <translation>Em que sentido correm os números</translation>
    </message>
    <message>
        <source>The numbers run row by row from Black&apos;s side, left to right as White sees the board: square 1 is the first dark square of the top row, and square %1 (or %2 on the big board) the last one of White&apos;s back row. So White&apos;s men start on the high numbers and walk towards the low ones, and Black&apos;s the other way round. The letters, by contrast, are read from White&apos;s side: row 1 is White&apos;s back row.</source>
        <translation>Os números correm fileira por fileira a partir do lado das pretas, da esquerda para a direita como as brancas veem o tabuleiro: a casa 1 é a primeira casa escura da fileira de cima, e a %1 (ou a %2 no tabuleiro grande), a última da primeira fileira das brancas. Assim, as pedras brancas começam nos números altos e andam para os baixos, e as pretas ao contrário. As letras, ao contrário, são lidas a partir do lado das brancas: a fileira 1 é a primeira fileira das brancas.</translation>
    </message>
    <message>
        <source>Hyphen, x or colon</source>
        <translation>Hífen, x ou dois-pontos</translation>
    </message>
    <message>
        <source>A plain move, one that takes nothing, joins its two squares with a hyphen in every variant: 11-15, 32-28, c3-d4.</source>
        <translation>Um lance simples, que não toma nada, une suas duas casas com um hífen em todas as modalidades: 11-15, 32-28, c3-d4.</translation>
    </message>
    <message>
        <source>A capture puts an x between its squares in American, International and Brazilian notation (22x15, 28x19, c3xe5), and a colon in Russian notation (c3:e5).</source>
        <translation>Uma captura põe um x entre suas casas na notação americana, internacional e brasileira (22x15, 28x19, c3xe5), e dois-pontos na notação russa (c3:e5).</translation>
    </message>
    <message>
        <source>When a capture is written in full</source>
        <translation>Quando uma captura é escrita por inteiro</translation>
    </message>
    <message>
        <source>A capture of several pieces is written with where it starts and where it ends only, in all four variants. The squares in between are added only when two legal captures share the same start and end but take different pieces: then the squares where the piece lands tell them apart.</source>
        <translation>Nas quatro modalidades, uma captura de várias peças é escrita só com a casa onde começa e a casa onde termina. As casas intermediárias só entram quando duas capturas legais têm o mesmo início e o mesmo fim mas tomam peças diferentes: aí as casas onde a peça cai as distinguem.</translation>
    </message>
    <message>
        <source>Russian draughts: the king on c5 can reach c1 by two captures that take different men, so each is written in full: c5:f8:h6:c1 or c5:e3:c1.</source>
        <translation>Damas russas: a dama de c5 pode chegar a c1 por duas capturas que tomam pedras diferentes, então cada uma é escrita por inteiro: c5:f8:h6:c1 ou c5:e3:c1.</translation>
    </message>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>The man on 22 jumps 18 and 11 and stops on 8: written 22x8.</source>
        <translation>A pedra da 22 salta a 18 e a 11 e para na 8: escreve-se 22x8.</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionais</translation>
    </message>
    <message>
        <source>Squares 1 to %1 (FMJD rules, article 2.6), a hyphen for a move and an x for a capture. White moves first, from squares %2 to %1.</source>
        <translation>Casas de 1 a %1 (regras da FMJD, artigo 2.6), hífen para um lance e x para uma captura. As brancas começam, a partir das casas %2 a %1.</translation>
    </message>
    <message>
        <source>The man on 32 jumps 28 and 18 and stops on 12: written 32x12.</source>
        <translation>A pedra da 32 salta a 28 e a 18 e para na 12: escreve-se 32x12.</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileiras</translation>
    </message>
    <message>
        <source>Squares a1 to %1%2, a hyphen for a move and an x for a capture: the board of Russian draughts with the separators of International draughts.</source>
        <translation>Casas de a1 a %1%2, hífen para um lance e x para uma captura: o tabuleiro das damas russas com os separadores das internacionais.</translation>
    </message>
    <message>
        <source>The man on c3 jumps d4 and f6 and stops on g7: written c3xg7.</source>
        <translation>A pedra de c3 salta d4 e f6 e para em g7: escreve-se c3xg7.</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas russas</translation>
    </message>
    <message>
        <source>Squares a1 to %1%2, a hyphen for a move and a colon for a capture.</source>
        <translation>Casas de a1 a %1%2, hífen para um lance e dois-pontos para uma captura.</translation>
    </message>
    <message>
        <source>The man on d2 jumps e3 and g5 and stops on h6: written d2:h6, without f4.</source>
        <translation>A pedra de d2 salta e3 e g5 e para em h6: escreve-se d2:h6, sem f4.</translation>
    </message>
    <message>
        <source>Squares 1 to %1 (WCDF rules, article 1.5), a hyphen for a move and an x for a capture. Black moves first, from squares 1 to %2.</source>
        <translation>Casas de 1 a %1 (regras da WCDF, artigo 1.5), hífen para um lance e x para uma captura. As pretas começam, a partir das casas 1 a %2.</translation>
    </message>
</context>
<context>
    <name>PdnCollection</name>
    <message>
        <source>%1 cannot be opened (%2).</source>
        <translation>Não é possível abrir %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is not a PDN file: %2.</source>
        <translation>%1 não é um arquivo PDN: %2.</translation>
    </message>
    <message>
        <source>There is no game in %1.</source>
        <translation>Não há nenhuma partida em %1.</translation>
    </message>
    <message>
        <source>No game of %1 can be read.</source>
        <translation>Não é possível ler nenhuma partida de %1.</translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4.</source>
        <translation>Partida %1, linha %2, coluna %3: %4.</translation>
    </message>
    <message>
        <source>This game is no longer in the file.</source>
        <translation>Esta partida não está mais no arquivo.</translation>
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
        <source>%1: %2 (%3).</source>
        <translation>%1: %2 (%3).</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Não foi possível salvar a partida em %1: %2</translation>
    </message>
    <message>
        <source>The game does not say which draughts it is; its moves are those of %1.</source>
        <translation>A partida não diz qual modalidade de damas é; os lances dela são os de %1.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; cannot be read as a move</source>
        <extracomment>%1 is the move&apos;s number as the score sheet writes it (&quot;2.&quot; for the first mover&apos;s second move, &quot;2…&quot; for the other&apos;s), %2 the move as written</extracomment>
        <translation>o lance %1 “%2” não pode ser lido como lance</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not legal in the position it is played from</source>
        <translation>o lance %1 “%2” não é legal na posição de onde é jogado</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; could be several captures</source>
        <translation>o lance %1 “%2” pode ser várias capturas</translation>
    </message>
    <message>
        <source>%1 The moves before it are opened.</source>
        <translation>%1 Os lances anteriores são abertos.</translation>
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
    <name>PdnGameChooser</name>
    <message>
        <source>Games in %1</source>
        <translation>Partidas de %1</translation>
    </message>
    <message>
        <source>%1 games. Choose one to open.</source>
        <translation>%1 partidas. Escolha a que quer abrir.</translation>
    </message>
    <message>
        <source>Games in the file</source>
        <translation>Partidas do arquivo</translation>
    </message>
    <message>
        <source>%1. %2 – %3</source>
        <translation>%1. %2 – %3</translation>
    </message>
    <message>
        <source>White not named</source>
        <translation>brancas sem nome</translation>
    </message>
    <message>
        <source>Black not named</source>
        <translation>pretas sem nome</translation>
    </message>
    <message>
        <source>result %1</source>
        <translation>resultado %1</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sem resultado</translation>
    </message>
    <message>
        <source>moves: %1</source>
        <translation>lances: %1</translation>
    </message>
    <message>
        <source>Games that could not be read:</source>
        <translation>Partidas que não puderam ser lidas:</translation>
    </message>
    <message>
        <source>Open this game</source>
        <translation>Abrir esta partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Reading… games so far: %1</source>
        <translation>Lendo… partidas até agora: %1</translation>
    </message>
    <message>
        <source>Games that can be opened: %1; games that cannot be read: %2 (listed below).</source>
        <translation>Partidas que podem ser abertas: %1; partidas que não podem ser lidas: %2 (abaixo).</translation>
    </message>
    <message>
        <source>One game in this file.</source>
        <translation>Uma partida neste arquivo.</translation>
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
    <message>
        <source>The pasted position starts a new game.</source>
        <translation>A posição colada começa uma nova partida.</translation>
    </message>
    <message>
        <source>Opening a game from a file starts a new game.</source>
        <translation>Abrir uma partida de um arquivo começa uma nova partida.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regras: %1</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Tela cheia</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Voltar o seu último lance</translation>
    </message>
    <message>
        <source>The move the computer would play, and what it expects next</source>
        <translation>O lance que o computador jogaria e o que ele espera depois</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Jogam as brancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Jogam as pretas</translation>
    </message>
    <message>
        <source>Two players: Player 1 has White, Player 2 Black.</source>
        <translation>Dois jogadores: o jogador 1 tem as brancas, o jogador 2, as pretas.</translation>
    </message>
    <message>
        <source>Two players: Player 1 has Black, Player 2 White.</source>
        <translation>Dois jogadores: o jogador 1 tem as pretas, o jogador 2, as brancas.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>The same game again from the start, the colours swapped</source>
        <translation>A mesma partida de novo desde o início, com as cores trocadas</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Salvar a partida…</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analisar</translation>
    </message>
    <message>
        <source>White resigns and Black wins the game. The resignation can still be taken back.</source>
        <translation>As brancas desistem e as pretas vencem a partida. A desistência ainda pode ser desfeita.</translation>
    </message>
    <message>
        <source>Black resigns and White wins the game. The resignation can still be taken back.</source>
        <translation>As pretas desistem e as brancas vencem a partida. A desistência ainda pode ser desfeita.</translation>
    </message>
    <message>
        <source>White offers a draw</source>
        <translation>As brancas propõem empate</translation>
    </message>
    <message>
        <source>Black offers a draw</source>
        <translation>As pretas propõem empate</translation>
    </message>
    <message>
        <source>Black, do you accept the draw?</source>
        <translation>Pretas, aceitam o empate?</translation>
    </message>
    <message>
        <source>White, do you accept the draw?</source>
        <translation>Brancas, aceitam o empate?</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analisar esta partida</translation>
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
    <message>
        <source>line %1: “%2”</source>
        <translation>linha %1: “%2”</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>mais %n</numerusform>
            <numerusform>mais %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Some of your preferences could not be read (%1), so their defaults are used. The file as it was is kept as %2.</source>
        <translation>Algumas das suas preferências não puderam ser lidas (%1), por isso são usados os valores padrão para elas. O arquivo como estava foi guardado como %2.</translation>
    </message>
    <message>
        <source>Some of your preferences in %1 could not be read (%2), so their defaults are used.</source>
        <translation>Algumas das suas preferências em %1 não puderam ser lidas (%2), por isso são usados os valores padrão para elas.</translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>it has no id</source>
        <translation>não tem identificador</translation>
    </message>
    <message>
        <source>its date cannot be read</source>
        <translation>sua data não pode ser lida</translation>
    </message>
    <message>
        <source>its variant is unknown</source>
        <translation>sua modalidade é desconhecida</translation>
    </message>
    <message>
        <source>its side is neither white nor black</source>
        <translation>seu lado não é nem brancas nem pretas</translation>
    </message>
    <message>
        <source>its level is not between 1 and 10</source>
        <translation>seu nível não está entre 1 e 10</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <translation>não contém nenhuma partida</translation>
    </message>
    <message>
        <source>its ending cannot be read</source>
        <translation>seu final não pode ser lido</translation>
    </message>
    <message>
        <source>it is not a list of games</source>
        <translation>não é uma lista de partidas</translation>
    </message>
    <message>
        <source>unknown format %1 (this version reads format %2)</source>
        <translation>formato %1 desconhecido (esta versão lê o formato %2)</translation>
    </message>
    <message>
        <source>game %1 cannot be read: %2</source>
        <translation>a partida %1 não pode ser lida: %2</translation>
    </message>
    <message>
        <source>The list of recent games could not be saved to %1: %2</source>
        <translation>Não foi possível salvar a lista de partidas recentes em %1: %2</translation>
    </message>
    <message>
        <source>The list of recent games %1 could not be read whole: %2.</source>
        <translation>Não foi possível ler inteira a lista de partidas recentes %1: %2.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>O arquivo danificado foi guardado como %1.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dois jogadores</translation>
    </message>
    <message>
        <source>You played White against level %1</source>
        <translation>Você jogou com as brancas contra o nível %1</translation>
    </message>
    <message>
        <source>You played Black against level %1</source>
        <translation>Você jogou com as pretas contra o nível %1</translation>
    </message>
    <message>
        <source>its result cannot be read</source>
        <translation>seu resultado não pode ser lido</translation>
    </message>
    <message>
        <source>moves played: %1</source>
        <translation>lances feitos: %1</translation>
    </message>
</context>
<context>
    <name>RecentGamesPage</name>
    <message>
        <source>Recent games</source>
        <translation>Partidas recentes</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish is kept here.</source>
        <translation>Ainda não há partidas terminadas. Cada partida que você terminar fica guardada aqui.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 The game on the board is unchanged.</source>
        <translation>%1 A partida do tabuleiro continua como estava.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ReplaceGameDialog</name>
    <message>
        <source>Replace the game in progress?</source>
        <translation>Substituir a partida em andamento?</translation>
    </message>
    <message>
        <source>The game you are playing now will be replaced.</source>
        <translation>A partida que você está jogando agora será substituída.</translation>
    </message>
</context>
<context>
    <name>ResultTexts</name>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>As brancas venceram</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>As pretas venceram</translation>
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
        <source>White resigned.</source>
        <translation>As brancas desistiram.</translation>
    </message>
    <message>
        <source>Black resigned.</source>
        <translation>As pretas desistiram.</translation>
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
        <source>Draw agreed between the players.</source>
        <translation>Empate combinado entre os jogadores.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as its position is worse.</source>
        <translation>Empate de comum acordo: o computador aceitou a sua proposta porque a posição dele é pior.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as the position is about equal.</source>
        <translation>Empate de comum acordo: o computador aceitou a sua proposta porque a posição está mais ou menos igual.</translation>
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
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
</context>
<context>
    <name>RussianArticle</name>
    <message>
        <source>How to play Russian draughts</source>
        <translation>Como jogar damas russas</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas russas</translation>
    </message>
    <message>
        <source>Two rules give it its character</source>
        <translation>Duas regras dão o seu caráter</translation>
    </message>
    <message>
        <source>Russian draughts is played like its cousins, with two differences that shape every game. You may make any capture on the board, even a small one when a bigger one is there. And a man that reaches the crowning row in the middle of a capture becomes a king on the spot, and goes on capturing as a king if it can.</source>
        <translation>As damas russas são jogadas como as suas primas, com duas diferenças que marcam cada partida. Você pode fazer qualquer captura do tabuleiro, mesmo uma pequena quando há outra maior. E uma pedra que chega à fileira de coroação no meio de uma captura vira dama na hora e, se puder, continua capturando como dama.</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama é uma posição de exemplo, com as brancas embaixo. Qualquer um deles pode ser jogado contra o computador ou aberto na lição de onde vem.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>O início da partida</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares of the %2×%2 board. Each square has a letter and a number: the columns run from a to %3 starting at White&apos;s left, and the rows from 1 to %2 starting at White&apos;s side, so the corner on White&apos;s left is a1.</source>
        <translation>Joga-se nas %1 casas escuras do tabuleiro de %2×%2. Cada casa tem uma letra e um número: as colunas vão de a a %3 a partir da esquerda das brancas, e as fileiras de 1 a %2 a partir do lado das brancas, de modo que o canto à esquerda das brancas é a1.</translation>
    </message>
    <message>
        <source>Each side has %1 men: White fills rows 1 to %2, Black rows %3 to %4. White moves first.</source>
        <translation>Cada lado tem %1 pedras: as brancas ocupam as fileiras 1 a %2, as pretas as fileiras %3 a %4. As brancas começam.</translation>
    </message>
    <message>
        <source>The start position. a1 is the dark corner on White&apos;s left; h8 is the one on Black&apos;s left.</source>
        <translation>A posição inicial. a1 é o canto escuro à esquerda das brancas; h8, o da esquerda das pretas.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Pedras e capturas</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, never back, and only to an empty square. It captures more freely: forward or backward, it jumps over an enemy piece next to it onto the empty square just behind.</source>
        <translation>Uma pedra anda uma casa na diagonal para a frente, nunca para trás, e só para uma casa vazia. Para capturar ela tem mais liberdade: para a frente ou para trás, salta uma peça adversária vizinha e cai na casa vazia logo atrás.</translation>
    </message>
    <message>
        <source>A man captures backward too: the white man on d4 jumps the black man on c3 and lands on b2.</source>
        <translation>Uma pedra também captura para trás: a pedra branca de d4 salta a pedra preta de c3 e cai em b2.</translation>
    </message>
    <message>
        <source>A capture has to be finished: as long as the piece can jump again, it goes on. The pieces it jumps stay on the board until the move is over, so none can be jumped twice and each one still blocks the way. When several captures are possible, you may choose any of them, so look at what each one leaves behind.</source>
        <translation>Uma captura deve ir até o fim: enquanto a peça puder saltar de novo, ela continua. As peças saltadas ficam no tabuleiro até o lance terminar, então nenhuma pode ser saltada duas vezes e cada uma continua bloqueando o caminho. Quando há várias capturas possíveis, você pode escolher qualquer uma, então veja o que cada uma deixa para trás.</translation>
    </message>
    <message>
        <source>A round trip: the man on c3 takes b4, b6, d6 and d4 and comes back to c3. The man on d4 is taken last; until then it stands in the way.</source>
        <translation>Uma volta completa: a pedra de c3 toma b4, b6, d6 e d4 e volta a c3. A pedra de d4 é a última a cair; até lá, ela bloqueia o caminho.</translation>
    </message>
    <message>
        <source>Flying kings</source>
        <translation>Damas voadoras</translation>
    </message>
    <message>
        <source>A man that reaches the crowning row becomes a king: White&apos;s on row %1, Black&apos;s on row 1. A king moves any distance along a free diagonal, in any direction.</source>
        <translation>Uma pedra que chega à fileira de coroação vira dama: as brancas na fileira %1 e as pretas na fileira 1. Uma dama percorre qualquer distância numa diagonal livre, em qualquer direção.</translation>
    </message>
    <message>
        <source>From d4 the king can reach any square under the arrows; the man on a7 stops it at b6.</source>
        <translation>De d4 a dama pode chegar a qualquer casa coberta pelas setas; a pedra de a7 a detém em b6.</translation>
    </message>
    <message>
        <source>From any distance a king can jump an enemy piece that has a free square behind it, and land on any free square beyond. But if one of those squares lets it capture again, it must stop on one that does.</source>
        <translation>De qualquer distância, uma dama pode saltar uma peça adversária que tenha uma casa livre atrás e cair em qualquer casa livre depois dela. Mas se uma dessas casas permite continuar capturando, ela deve parar numa que permita.</translation>
    </message>
    <message>
        <source>After jumping c3 the king could land on d4, e5, f6, g7 or h8, but only e5 lets it go on, over d6: it must land there.</source>
        <translation>Depois de saltar c3, a dama poderia cair em d4, e5, f6, g7 ou h8, mas só e5 permite continuar, sobre d6: ela deve cair ali.</translation>
    </message>
    <message>
        <source>Crowning in the middle of a capture</source>
        <translation>Coroar no meio da captura</translation>
    </message>
    <message>
        <source>This is where Russian draughts parts from the other variants here. A man that reaches the crowning row while capturing becomes a king at that very moment. If it can capture again, it must, with a king&apos;s reach, in the same move.</source>
        <translation>É aqui que as damas russas se separam das outras modalidades do programa. Uma pedra que chega à fileira de coroação enquanto captura vira dama naquele mesmo instante. Se puder capturar de novo, deve fazê-lo, com o alcance de uma dama, no mesmo lance.</translation>
    </message>
    <message>
        <source>The man on b6 takes c7 and lands on d8, a king at once; as a king it flies on over g5 to h4, all in one move.</source>
        <translation>A pedra de b6 toma c7 e cai em d8, já coroada; como dama continua voando sobre g5 até h4, tudo num só lance.</translation>
    </message>
    <message>
        <source>So when an enemy man is one jump away from your back row, look also along the diagonals that leave its landing square: a king can run along them before your turn comes.</source>
        <translation>Por isso, quando uma pedra adversária estiver a um salto da sua primeira fileira, olhe também as diagonais que saem da casa onde ela vai cair: uma dama pode percorrê-las antes de chegar a sua vez.</translation>
    </message>
    <message>
        <source>The black man on a3 is one jump from c1. If White left c1 empty, it would jump b2, be crowned on c1 and run on along c1-h6.</source>
        <translation>A pedra preta de a3 está a um salto de c1. Se as brancas deixassem c1 vazia, ela saltaria b2, seria coroada em c1 e seguiria correndo por c1-h6.</translation>
    </message>
    <message>
        <source>A combination that ends in a crowning</source>
        <translation>Uma combinação que termina em coroação</translation>
    </message>
    <message>
        <source>Your opponent&apos;s captures are compulsory too, so you can sometimes lead one of their men, or your own piece, exactly where you want it. The lesson on forced captures teaches how to look for these moves.</source>
        <translation>As capturas do adversário também são obrigatórias, então às vezes você pode levar uma pedra dele, ou uma peça sua, exatamente aonde quer. A lição de capturas forçadas ensina a procurar esses lances.</translation>
    </message>
    <message>
        <source>White plays c3-b4 and Black must take, a3:c5. The man on d4 then jumps c5 and c7, is crowned on d8 and, as a king, takes e7 and g5: d4:h4.</source>
        <translation>As brancas jogam c3-b4 e as pretas são obrigadas a capturar, a3:c5. Aí a pedra de d4 salta c5 e c7, é coroada em d8 e, já como dama, toma e7 e g5: d4:h4.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>If it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The other draws come from the Russian rules of 2022, and the program applies them by itself:</source>
        <translation>Se é a sua vez e você não tem mais peças ou nenhum lance legal, você perdeu. Pode-se propor empate com Oferecer empate. Os outros empates vêm das regras russas de 2022, e o programa os aplica sozinho:</translation>
    </message>
    <message>
        <source>Repetition. The same pieces on the same squares, with the same side to move, for the third time.</source>
        <translation>Repetição. As mesmas peças nas mesmas casas, com o mesmo lado a jogar, pela terceira vez.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king. With or without other pieces beside them, the stronger side must take the lone king by its %1th move at the latest, counted from the start of that ending.</source>
        <translation>Três damas ou mais contra uma dama solitária. Com ou sem outras peças ao lado, o lado mais forte deve tomar a dama solitária no máximo até o seu %1º lance, contado a partir do início desse final.</translation>
    </message>
    <message>
        <source>Three pieces against a lone king on the main diagonal. If none of the three stands on that diagonal, from a1 to h8, the stronger side has until its %1th move to take it.</source>
        <translation>Três peças contra uma dama solitária na grande diagonal. Se nenhuma das três está nessa diagonal, de a1 a h8, o lado mais forte tem até o seu %1º lance para tomá-la.</translation>
    </message>
    <message>
        <source>Kings on both sides, with no capture and no crowning: %1 moves by each side with %2 or %3 pieces on the board, %4 with %5 or %6, %7 with %8 or %9. Man moves do not start this count again.</source>
        <translation>Damas dos dois lados, sem captura e sem coroação: %1 lances de cada lado com %2 ou %3 peças no tabuleiro, %4 com %5 ou %6, %7 com %8 ou %9. Movimentos de pedra não reiniciam essa contagem.</translation>
    </message>
    <message>
        <source>Only kings moving. No man moved and nothing taken for %1 moves by each side with %2 or %3 pieces, or %4 with %5 or %6.</source>
        <translation>Só damas se movendo. Nenhuma pedra movida e nada tomado durante %1 lances de cada lado com %2 ou %3 peças, ou %4 com %5 ou %6.</translation>
    </message>
    <message>
        <source>Neither of the last two counts applies with %1 pieces or more on the board. A win on the last counted move comes before the draw.</source>
        <translation>Nenhuma das duas últimas contagens vale com %1 peças ou mais no tabuleiro. Uma vitória no último lance contado tem prioridade sobre o empate.</translation>
    </message>
    <message>
        <source>Three white pieces, none on the main diagonal, against the black king on h8: the main-diagonal count runs, in White&apos;s moves only.</source>
        <translation>Três peças brancas, nenhuma na grande diagonal, contra a dama preta de h8: corre a contagem da grande diagonal, só nos lances das brancas.</translation>
    </message>
    <message>
        <source>Three parts of the rules need an arbiter or depend on the clock, and the program does not apply them: article 6.1.8.7, under which an arbiter declares a position clearly drawn; article 6.1.10.4, which depends on the time control; and the exception to the main-diagonal rule for when a chance to win arises (part of article 6.1.8.5). The article Draws and endgames explains every count in detail.</source>
        <translation>Três partes das regras exigem um árbitro ou dependem do relógio, e o programa não as aplica: o artigo 6.1.8.7, pelo qual um árbitro declara que uma posição está claramente empatada; o artigo 6.1.10.4, que depende do ritmo de jogo; e a exceção à regra da grande diagonal para quando surge uma chance de vitória (parte do artigo 6.1.8.5). O artigo Empates e finais explica cada contagem em detalhe.</translation>
    </message>
    <message>
        <source>Moves, with a colon</source>
        <translation>Os lances, com dois-pontos</translation>
    </message>
    <message>
        <source>A plain move, one that takes nothing, joins its two squares with a hyphen, as in c3-d4. A capture uses a colon instead, as in d4:b2. A capture of several pieces writes only where it starts and where it ends, so d2:h6 does not name f4; the squares in between are written only when two legal captures share their start and end but take different pieces. The Notation page compares this with the other variants.</source>
        <translation>Um lance simples, que não toma nada, une suas duas casas com um hífen, como em c3-d4. Uma captura usa dois-pontos, como em d4:b2. Uma captura múltipla escreve só onde começa e onde termina, então d2:h6 não cita f4; as casas intermediárias só são escritas quando duas capturas legais têm o mesmo início e o mesmo fim mas tomam peças diferentes. A página Notação compara isso com as outras modalidades.</translation>
    </message>
    <message>
        <source>The man on d2 takes e3 and g5, landing on f4 and then h6. It is written d2:h6.</source>
        <translation>A pedra de d2 toma e3 e g5, caindo primeiro em f4 e depois em h6. Escreve-se d2:h6.</translation>
    </message>
    <message>
        <source>In the Russian lessons you will crown a man and go on capturing yourself, and then you can start a game under these rules.</source>
        <translation>Nas lições de damas russas você vai coroar uma pedra e continuar capturando, e depois poderá começar uma partida com estas regras.</translation>
    </message>
</context>
<context>
    <name>TableHint</name>
    <message>
        <source>a win with this move, by the endgame tables</source>
        <translation>vence com este lance, segundo as tabelas de finais</translation>
    </message>
    <message>
        <source>a win in %1 moves, by the endgame tables</source>
        <translation>vence em %1 lances, segundo as tabelas de finais</translation>
    </message>
    <message>
        <source>a loss in %1 moves, by the endgame tables</source>
        <translation>perde em %1 lances, segundo as tabelas de finais</translation>
    </message>
    <message>
        <source>a draw: the count runs out first (%1)</source>
        <translation>empate: a contagem se esgota antes (%1)</translation>
    </message>
    <message>
        <source>a draw with best play, by the endgame tables</source>
        <translation>empate com o melhor jogo, segundo as tabelas de finais</translation>
    </message>
</context>
<context>
    <name>TablesController</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>menos de um minuto</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 minutos</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 horas</translation>
    </message>
    <message>
        <source>Endgame tables of up to %1 pieces (perfect endings, exact hints): %2 on disk, about %3 to make.</source>
        <translation>Tabelas de finais de até %1 peças (finais perfeitos, dicas exatas): %2 em disco, cerca de %3 para criá-las.</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to %1 pieces: %2%</source>
        <translation>Criando as tabelas de finais de até %1 peças: %2%</translation>
    </message>
    <message>
        <source>Endgame tables of up to %1 pieces are ready.</source>
        <translation>As tabelas de finais de até %1 peças estão prontas.</translation>
    </message>
    <message>
        <source>The endgame tables could not be made: %1</source>
        <translation>Não foi possível criar as tabelas de finais: %1</translation>
    </message>
</context>
<context>
    <name>TablesOffer</name>
    <message>
        <source>Endgame tables made</source>
        <translation>Tabelas de finais criadas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Make the tables</source>
        <translation>Criar as tabelas</translation>
    </message>
</context>
</TS>
