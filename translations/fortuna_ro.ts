<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Fortuna</source>
        <translation>Despre Fortuna</translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation>Fortuna %1</translation>
    </message>
    <message>
        <source>Fortuna</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>An unofficial fan implementation of Carcassonne: The Wheel of Fortune, with the Fortune Teller, for two to five players, each human or computer.</source>
        <translation>O adaptare neoficială, făcută de fani, a jocului Carcassonne: Roata Destinului, cu Ghicitoarea, pentru doi până la cinci jucători, umani sau controlați de calculator.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Software liber sub licența GNU General Public License, versiunea 3 sau una ulterioară (GPL-3.0-or-later): îl poți distribui și modifica în condițiile ei. Vine fără nicio garanție.</translation>
    </message>
    <message>
        <source>Game design of Carcassonne: Klaus-Jürgen Wrede. Fortuna is not affiliated with, nor endorsed by, Hans im Glück or any other publisher of Carcassonne. All its art is drawn by the project, and its text is its own.</source>
        <translation>Autorul jocului Carcassonne: Klaus-Jürgen Wrede. Fortuna nu este afiliată cu Hans im Glück sau cu alt editor al jocului Carcassonne și nici susținută de aceștia. Toate ilustrațiile sunt desenate de proiect, iar textele sunt ale sale.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
</context>
<context>
    <name>AnalysisGhosts</name>
    <message>
        <source>Played</source>
        <translation>Jucată</translation>
    </message>
    <message>
        <source>Better move</source>
        <translation>Mutare mai bună</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Analysis of the game</source>
        <translation>Analiza jocului</translation>
    </message>
    <message>
        <source>Close the analysis</source>
        <translation>Închide analiza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Analiza a fost anulată.</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analizează din nou</translation>
    </message>
    <message>
        <source>Turn %L1: %2 took %3 from the Fortune Teller&apos;s draw; %4 was worth %5 points more.</source>
        <extracomment>%2: a player&apos;s name; %3 and %4: tile codes; %5: points with one decimal</extracomment>
        <translation>Tura %L1: %2 a ales %3 dintre cartonașele ghicitoarei; %4 valora cu %5 puncte mai mult.</translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost in %n move(s), %2 a move</source>
        <extracomment>%1 and %2: points with one decimal; %n: a number of moves</extracomment>
        <translation>
            <numerusform>%1 puncte pierdute în %n mutare, %2 pe mutare</numerusform>
            <numerusform>%1 puncte pierdute în %n mutări, %2 pe mutare</numerusform>
            <numerusform>%1 puncte pierdute în %n de mutări, %2 pe mutare</numerusform>
        </translation>
    </message>
    <message>
        <source>luck %1</source>
        <extracomment>%1: a signed number of points with one decimal, e.g. &quot;+2.5&quot;</extracomment>
        <translation>noroc %1</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistake(s)</source>
        <extracomment>how many moves lost 10 points or more (&quot;??&quot; on the graph)</extracomment>
        <translation>
            <numerusform>%n greșeală mare</numerusform>
            <numerusform>%n greșeli mari</numerusform>
            <numerusform>%n de greșeli mari</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <extracomment>how many moves lost 5 to 10 points (&quot;?&quot;)</extracomment>
        <translation>
            <numerusform>%n greșeală</numerusform>
            <numerusform>%n greșeli</numerusform>
            <numerusform>%n de greșeli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <extracomment>how many moves lost 2 to 5 points (&quot;?!&quot;)</extracomment>
        <translation>
            <numerusform>%n imprecizie</numerusform>
            <numerusform>%n imprecizii</numerusform>
            <numerusform>%n de imprecizii</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck: the points the draws brought a player (the tiles drawn by everyone and the pig&apos;s walks), against what an average tile from the bag would have brought: above 0, luckier than average; below 0, less lucky.</source>
        <translation>Noroc: punctele aduse unui jucător de trageri (cartonașele trase de toți și drumurile porcului), față de ce ar fi adus un cartonaș obișnuit din sac: peste 0, mai mult noroc decât în medie; sub 0, mai puțin.</translation>
    </message>
    <message>
        <source>A big mistake (??) lost 10 points or more against the strong computer player&apos;s choice, a mistake (?) 5 or more, an inaccuracy (?!) 2 or more.</source>
        <translation>O greșeală mare (??) a pierdut 10 puncte sau mai mult față de alegerea calculatorului puternic, o greșeală (?) 5 sau mai mult, o imprecizie (?!) 2 sau mai mult.</translation>
    </message>
    <message>
        <source>What the words mean</source>
        <translation>Ce înseamnă cuvintele</translation>
    </message>
    <message>
        <source>The strong computer player replays the game and weighs every move against the best it finds.</source>
        <translation>Calculatorul puternic rejoacă partida și compară fiecare mutare cu cea mai bună pe care o găsește.</translation>
    </message>
    <message>
        <source>%1% done</source>
        <extracomment>%1: a percentage without its sign, e.g. 40</extracomment>
        <translation>gata %1%</translation>
    </message>
    <message>
        <source>estimating the time left…</source>
        <translation>se estimează timpul rămas…</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>mai rămâne cam %n secundă</numerusform>
            <numerusform>mai rămân cam %n secunde</numerusform>
            <numerusform>mai rămân cam %n de secunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>mai rămâne cam %n minut</numerusform>
            <numerusform>mai rămân cam %n minute</numerusform>
            <numerusform>mai rămân cam %n de minute</numerusform>
        </translation>
    </message>
    <message>
        <source>Each line: how far a player expected to end ahead of (above 0) or behind (below 0) the best of the others, after each of its moves. A dot: a move that lost points (the bigger, the more); click it to see it on the board.</source>
        <translation>Fiecare linie: cu cât se aștepta un jucător să termine înaintea (peste 0) sau în urma (sub 0) celui mai bun dintre ceilalți, după fiecare mutare a sa. Un punct: o mutare care a pierdut puncte (cu cât mai mare, cu atât mai multe); dă clic pe el ca să o vezi pe tablă.</translation>
    </message>
    <message>
        <source>Hide the summary</source>
        <translation>Ascunde rezumatul</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Arată rezumatul</translation>
    </message>
    <message>
        <source>Turn %L1: %2 lost %3 points with this move. On the board: the move played (tagged “Played”) and a better one (tagged “Better move”).</source>
        <extracomment>%2: a player&apos;s name; %3: points with one decimal</extracomment>
        <translation>Tura %L1: %2 a pierdut %3 puncte cu această mutare. Pe tablă: mutarea jucată (marcată „Jucată”) și una mai bună (marcată „Mutare mai bună”).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>A crown space of %1</source>
        <translation>Un spațiu cu coroane din sectorul „%1”</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <translation>Plasează aici: %1</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <translation>Supus (%1): %2</translation>
    </message>
    <message>
        <source>Deploy here: %1 %2</source>
        <extracomment>%1: &quot;Knight in the city&quot;...; %2: where on the tile: &quot;to the north&quot;, &quot;to the north-north-west&quot;...</extracomment>
        <translation>Plasează aici: %1 %2</translation>
    </message>
    <message>
        <source>Tile laid: %1</source>
        <extracomment>%1: a cell of the board, &quot;Column 5, row 2.&quot;</extracomment>
        <translation>Cartonaș pus: %1</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message numerus="yes">
        <source>In the bag: %n tile(s)</source>
        <translation>
            <numerusform>În sac: %n cartonaș</numerusform>
            <numerusform>În sac: %n cartonașe</numerusform>
            <numerusform>În sac: %n de cartonașe</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the bag</source>
        <translation>Închide sacul</translation>
    </message>
    <message>
        <source>Close the bag (B)</source>
        <translation>Închide sacul (B)</translation>
    </message>
    <message>
        <source>×%L1</source>
        <extracomment>a count of identical tiles, e.g. &quot;×3&quot;</extracomment>
        <translation>×%L1</translation>
    </message>
    <message numerus="yes">
        <source>%n left: %1</source>
        <extracomment>%1: a tile in words (&quot;north: city, east: road, south: field, west: road.&quot;); %n: how many of it are still in the bag</extracomment>
        <translation>
            <numerusform>A mai rămas %n: %1</numerusform>
            <numerusform>Au mai rămas %n: %1</numerusform>
            <numerusform>Au mai rămas %n: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Centre the board</source>
        <translation>Centrează tabla</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabla de joc</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>Trust this server?</source>
        <translation>Ai încredere în acest server?</translation>
    </message>
    <message>
        <source>Certificate refused</source>
        <translation>Certificat refuzat</translation>
    </message>
    <message>
        <source>Trust it only if the server&apos;s owner gave you this same fingerprint. Fortuna will remember it for %1 and refuse any other certificate there.</source>
        <translation>Ai încredere doar dacă proprietarul serverului ți-a dat aceeași amprentă. Fortuna o va reține pentru %1 și va refuza acolo orice alt certificat.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Trust this server</source>
        <translation>Ai încredere în acest server</translation>
    </message>
    <message>
        <source>The server&apos;s owner renewed its certificate: trust the new one</source>
        <extracomment>a deliberate, non-default choice when a server&apos;s certificate changed</extracomment>
        <translation>Proprietarul serverului și-a reînnoit certificatul: ai încredere în cel nou</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
</context>
<context>
    <name>CrownPreview</name>
    <message>
        <source>If the pig stopped on %1 now:</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Dacă porcul s-ar opri acum pe %1:</translation>
    </message>
    <message>
        <source>%1 %L2</source>
        <extracomment>%1: a sector&apos;s name; %L2: the points its event would pay this player</extracomment>
        <translation>%1 %L2</translation>
    </message>
    <message>
        <source>crowns %L1</source>
        <extracomment>points paid by the crown spaces of the sector</extracomment>
        <translation>din coroane: %L1</translation>
    </message>
</context>
<context>
    <name>CrownsPage</name>
    <message>
        <source>The wheel has nine crown spaces: one each on Fortune, Famine and Inquisition, and two each on Taxes, Storm and Plague.</source>
        <translation>Roata are nouă spații cu coroane: câte unul pe Fortuna, Foamete și Inchiziție și câte două pe Biruri, Furtună și Ciumă.</translation>
    </message>
    <message>
        <source>Putting a follower on a crown</source>
        <translation>Plasarea unui supus pe o coroană</translation>
    </message>
    <message>
        <source>Instead of putting a follower on the tile you have just laid, you may put it on any free crown space, in any sector, even the one where the pig stands. A crown space holds one follower.</source>
        <translation>În loc să plasezi un supus pe cartonașul tocmai așezat, îl poți pune pe orice spațiu cu coroane liber, în orice sector, chiar și în cel unde stă porcul. Pe un spațiu cu coroane încape un singur supus.</translation>
    </message>
    <message>
        <source>When crowns score</source>
        <translation>Când aduc puncte coroanele</translation>
    </message>
    <message>
        <source>When the pig stops on a sector, right after its event, the followers on that sector&apos;s crown spaces score and go back to their owners:</source>
        <translation>Când porcul se oprește pe un sector, imediat după eveniment, supușii de pe spațiile cu coroane ale acelui sector primesc puncte și se întorc la proprietarii lor:</translation>
    </message>
    <message>
        <source>one crown space: its follower scores 3 points;</source>
        <translation>un spațiu cu coroane: supusul său primește 3 puncte;</translation>
    </message>
    <message>
        <source>two crown spaces, one follower: it scores 6 points;</source>
        <translation>două spații cu coroane, un singur supus: acesta primește 6 puncte;</translation>
    </message>
    <message>
        <source>two crown spaces, two followers: each scores 3 points, even when both belong to the same player.</source>
        <translation>două spații cu coroane, doi supuși: fiecare primește 3 puncte, chiar dacă amândoi aparțin aceluiași jucător.</translation>
    </message>
    <message>
        <source>Followers in sectors that the pig only walks through do not score and stay where they are.</source>
        <translation>Supușii din sectoarele prin care porcul doar trece nu primesc puncte și rămân pe loc.</translation>
    </message>
    <message>
        <source>At the end of the game, followers still on crown spaces score nothing.</source>
        <translation>La sfârșitul jocului, supușii rămași pe spațiile cu coroane nu aduc nimic.</translation>
    </message>
    <message>
        <source>Blue and Red each have a follower on Taxes, and Green has one alone on Storm. The pig leaves Taxes with a 2: it passes Famine and stops on Storm.</source>
        <translation>Albastru și Roșu au câte un supus pe Biruri, iar Verde are unul singur pe Furtună. Porcul pleacă de pe Biruri cu un 2: trece de Foamete și se oprește pe Furtună.</translation>
    </message>
    <message>
        <source>After the storm, Green&apos;s follower scores 6 points and goes home. The followers on Taxes stay for a later visit of the pig, when each will score 3 points.</source>
        <translation>După furtună, supusul lui Verde primește 6 puncte și se întoarce în rezervă. Supușii de pe Biruri așteaptă o vizită ulterioară a porcului, când fiecare va primi 3 puncte.</translation>
    </message>
</context>
<context>
    <name>DeployMarkers</name>
    <message numerus="yes">
        <source>Farm: %n point(s) at the end of the game</source>
        <translation>
            <numerusform>Fermă: %n punct la sfârșitul jocului</numerusform>
            <numerusform>Fermă: %n puncte la sfârșitul jocului</numerusform>
            <numerusform>Fermă: %n de puncte la sfârșitul jocului</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) when surrounded</source>
        <translation>
            <numerusform>%n punct când cortul e înconjurat</numerusform>
            <numerusform>%n puncte când cortul e înconjurat</numerusform>
            <numerusform>%n de puncte când cortul e înconjurat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Complete: %n point(s)</source>
        <translation>
            <numerusform>Zonă finalizată: %n punct</numerusform>
            <numerusform>Zonă finalizată: %n puncte</numerusform>
            <numerusform>Zonă finalizată: %n de puncte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) now</source>
        <translation>
            <numerusform>Acum: %n punct</numerusform>
            <numerusform>Acum: %n puncte</numerusform>
            <numerusform>Acum: %n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody holds it yet</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: no follower stands on it. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Încă nu are niciun supus</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: %1 lists the players with followers on it, e.g. &quot;Ana ×2, Bo&quot;. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Supuși: %1</translation>
    </message>
</context>
<context>
    <name>EndFigures</name>
    <message>
        <source>Tiles laid</source>
        <translation>Cartonașe așezate</translation>
    </message>
    <message>
        <source>Points from the wheel</source>
        <translation>Puncte de la roată</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4, %5</source>
        <extracomment>the end screen&apos;s figures of a player, for a screen reader: %1 the name, then &quot;N tiles laid&quot;, &quot;N followers placed&quot;, &quot;N points from the wheel&quot;, what the Plague took</extracomment>
        <translation>%1: %2, %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <translation>
            <numerusform>%n cartonaș așezat</numerusform>
            <numerusform>%n cartonașe așezate</numerusform>
            <numerusform>%n de cartonașe așezate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) from the wheel</source>
        <translation>
            <numerusform>%n punct de la roată</numerusform>
            <numerusform>%n puncte de la roată</numerusform>
            <numerusform>%n de puncte de la roată</numerusform>
        </translation>
    </message>
    <message>
        <source>Followers placed</source>
        <translation>Supuși așezați</translation>
    </message>
    <message>
        <source>Taken by the Plague (points)</source>
        <extracomment>the end screen&apos;s column: the followers the Plague took, and in brackets the points they were worth then</extracomment>
        <translation>Luați de Ciumă (puncte)</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) placed</source>
        <translation>
            <numerusform>%n supus așezat</numerusform>
            <numerusform>%n supuși așezați</numerusform>
            <numerusform>%n de supuși așezați</numerusform>
        </translation>
    </message>
    <message>
        <source>the Plague took %1, worth %2 then</source>
        <extracomment>the end screen&apos;s figures: %1 &quot;N followers&quot;, %2 &quot;N points&quot;</extracomment>
        <translation>Ciuma a luat %1 (valoare de atunci: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n supus</numerusform>
            <numerusform>%n supuși</numerusform>
            <numerusform>%n de supuși</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punct</numerusform>
            <numerusform>%n puncte</numerusform>
            <numerusform>%n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>none taken by the Plague</source>
        <translation>niciunul luat de Ciumă</translation>
    </message>
</context>
<context>
    <name>EndRanking</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rank %1: %2, %L3 points</source>
        <extracomment>%1: a rank (1, 2…); %2: a player&apos;s name; %L3: the score</extracomment>
        <translation>Locul %1: %2, puncte: %L3</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a rank in the final table: &quot;1.&quot;, &quot;2.&quot;…</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 câștigă!</translation>
    </message>
    <message>
        <source>A shared victory!</source>
        <translation>Victorie împărțită!</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Jocul s-a încheiat</translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>cu %n punct</numerusform>
            <numerusform>cu %n puncte</numerusform>
            <numerusform>cu %n de puncte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share first place</source>
        <translation>
            <numerusform>%n jucător pe primul loc</numerusform>
            <numerusform>%n jucători împart primul loc</numerusform>
            <numerusform>%n de jucători împart primul loc</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation>Evoluția punctajului</translation>
    </message>
    <message>
        <source>a wheel event</source>
        <translation>un eveniment al roții</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>The same players and rules, a new shuffle</source>
        <translation>Aceiași jucători și reguli, cartonașele amestecate din nou</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Joc nou…</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Salvează jocul…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Vezi tabla</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Unde s-au pierdut puncte, mutare cu mutare, și cât noroc au adus tragerile</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analizează acest joc</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>Event log (%L1)</source>
        <translation>Jurnalul jocului (%L1)</translation>
    </message>
    <message>
        <source>Show or hide the event log (L)</source>
        <translation>Arată sau ascunde jurnalul jocului (L)</translation>
    </message>
    <message>
        <source>T%L1</source>
        <translation>T%L1</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>coroană</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Nu s-a întâmplat încă nimic.</translation>
    </message>
    <message>
        <source>Show this tile on the board</source>
        <translation>Arată acest cartonaș pe tablă</translation>
    </message>
    <message>
        <source>Turn %L1: %2</source>
        <translation>Tura %L1: %2</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Jurnalul jocului</translation>
    </message>
</context>
<context>
    <name>FaminePage</name>
    <message>
        <source>Famine rewards the farmers, the followers lying in fields. A farm is a whole connected field, however many tiles it covers.</source>
        <translation>Foametea îi răsplătește pe țărani, supușii culcați pe câmpuri. O fermă este un câmp întreg și neîntrerupt, oricâte cartonașe ar acoperi.</translation>
    </message>
    <message>
        <source>In this game, only the majority scores: on each farm, only the player or players with the most farmers there score, 1 point per completed city touching the farm for each of their farmers.</source>
        <translation>În acest joc primește puncte doar majoritatea: pe fiecare fermă, doar jucătorul sau jucătorii cu cei mai mulți țărani acolo primesc câte 1 punct pentru fiecare oraș finalizat de lângă fermă, pentru fiecare țăran al lor.</translation>
    </message>
    <message>
        <source>In this game, every farmer scores: for each of your farmers you get 1 point per completed city touching its farm, whoever has the most farmers there.</source>
        <translation>În acest joc primește puncte fiecare țăran: pentru fiecare țăran al tău primești câte 1 punct pentru fiecare oraș finalizat de lângă ferma lui, indiferent cine are acolo cei mai mulți țărani.</translation>
    </message>
    <message>
        <source>Unfinished cities give nothing, and the farmers stay in their fields.</source>
        <translation>Orașele neterminate nu aduc nimic, iar țăranii rămân pe câmpurile lor.</translation>
    </message>
    <message>
        <source>A farm touches three completed cities and one unfinished city. Blue has two farmers on it and Red has one.</source>
        <translation>O fermă se învecinează cu trei orașe finalizate și un oraș neterminat. Albastru are pe ea doi țărani, iar Roșu unul.</translation>
    </message>
    <message>
        <source>Blue has the most farmers there and scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt;. Red scores nothing.</source>
        <translation>Albastru are acolo cei mai mulți țărani și primește 2 × 3 = &lt;b&gt;6 puncte&lt;/b&gt;. Roșu nu primește nimic.</translation>
    </message>
    <message>
        <source>Blue scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt; and Red scores 1 × 3 = &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Albastru primește 2 × 3 = &lt;b&gt;6 puncte&lt;/b&gt;, iar Roșu 1 × 3 = &lt;b&gt;3 puncte&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>At the end of the game the same farm would give 3 points per completed city to Blue alone: 9 points.</source>
        <translation>La sfârșitul jocului, aceeași fermă i-ar da doar lui Albastru câte 3 puncte pentru fiecare oraș finalizat: 9 puncte.</translation>
    </message>
    <message>
        <source>This is the rule of the 2009 first print. The other choice, where every farmer scores, can be set when a new game is set up.</source>
        <translation>Aceasta este regula primului tiraj din 2009. Cealaltă variantă, în care primește puncte fiecare țăran, se alege la pregătirea unui joc nou.</translation>
    </message>
    <message>
        <source>The 2009 first print let only the majority score; that rule can be chosen when a new game is set up.</source>
        <translation>Primul tiraj din 2009 dădea puncte doar majorității; această regulă se poate alege la pregătirea unui joc nou.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation>Nume fișier</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtru</translation>
    </message>
</context>
<context>
    <name>FortunePage</name>
    <message>
        <source>The player whose turn it is scores &lt;b&gt;3 points&lt;/b&gt;. This is the only event that concerns one player alone.</source>
        <translation>Jucătorul aflat la rând primește &lt;b&gt;3 puncte&lt;/b&gt;. Este singurul eveniment care privește un singur jucător.</translation>
    </message>
    <message>
        <source>The pig stands on Inquisition when Red draws a tile with a 2. It walks through Plague and stops on Fortune: Red scores 3 points.</source>
        <translation>Porcul stă pe Inchiziție când Roșu trage un cartonaș cu 2. Trece prin Ciumă și se oprește pe Fortuna: Roșu primește 3 puncte.</translation>
    </message>
    <message>
        <source>Blue has a follower on the Fortune crown space. It scores 3 points for Blue and goes back to Blue&apos;s supply.</source>
        <translation>Albastru are un supus pe spațiul cu coroane al Fortunei. Acesta îi aduce lui Albastru 3 puncte și se întoarce în rezerva sa.</translation>
    </message>
    <message>
        <source>Nothing happens on Plague, which the pig only walked through. Then Red lays the tile.</source>
        <translation>Pe Ciumă, prin care porcul doar a trecut, nu se întâmplă nimic. Apoi Roșu așază cartonașul.</translation>
    </message>
</context>
<context>
    <name>FortuneTellerPage</name>
    <message>
        <source>The Fortune Teller is part of this game: its 8 tiles with a tent are in the bag.</source>
        <translation>Ghicitoarea face parte din acest joc: cele 8 cartonașe ale ei, cu cort, sunt în sac.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not part of this game. You can add it when you set up a new game.</source>
        <translation>Ghicitoarea nu face parte din acest joc. O poți adăuga la pregătirea unui joc nou.</translation>
    </message>
    <message>
        <source>Tents and fortune tellers</source>
        <translation>Corturi și ghicitoare</translation>
    </message>
    <message>
        <source>Each Fortune Teller tile has a tent beside its roads, cities and fields. When you lay such a tile, you may put your follower on the tent: it becomes a fortune teller.</source>
        <translation>Fiecare cartonaș al Ghicitoarei are un cort pe lângă drumuri, orașe și câmpuri. Când așezi un astfel de cartonaș, îți poți pune supusul în cort: el devine ghicitoare.</translation>
    </message>
    <message>
        <source>You may have at most two fortune tellers on the board at a time.</source>
        <translation>Poți avea în joc cel mult două ghicitoare în același timp.</translation>
    </message>
    <message>
        <source>Drawing with fortune tellers</source>
        <translation>Tragerea cartonașelor când ai ghicitoare</translation>
    </message>
    <message>
        <source>At the start of your turn you draw one tile, plus one for each of your fortune tellers on the board: two tiles with one fortune teller, three with two. If fewer tiles are left, you draw them all.</source>
        <translation>La începutul turei tragi un cartonaș și încă unul pentru fiecare ghicitoare a ta aflată în joc: două cartonașe cu o ghicitoare, trei cu două. Dacă au rămas mai puține, le tragi pe toate.</translation>
    </message>
    <message>
        <source>Keep one tile that can be placed and put the others back into the bag, which is shuffled. The tiles you put back have no effect, not even their wheel icons.</source>
        <translation>Păstrează un cartonaș care poate fi așezat și pune-le pe celelalte înapoi în sac și amestecă-l. Cartonașele puse înapoi nu au niciun efect, nici măcar pictogramele lor cu roata.</translation>
    </message>
    <message>
        <source>If none of them can be placed, all go back, and you draw one tile at a time until one fits. Each wheel icon drawn this way turns the wheel as usual.</source>
        <translation>Dacă niciunul nu poate fi așezat, toate se întorc în sac și tragi câte un cartonaș până găsești unul potrivit. Fiecare pictogramă cu roata trasă astfel învârte roata ca de obicei.</translation>
    </message>
    <message>
        <source>Completing a tent</source>
        <translation>Finalizarea unui cort</translation>
    </message>
    <message>
        <source>A tent with a fortune teller is complete when the four places beside its tile, above, below, left and right, are all filled; cells of the wheel board count as filled. Whoever lays the tile that completes it scores &lt;b&gt;3 points&lt;/b&gt;, whether the tent is theirs or not, and the fortune teller goes back to its owner at once.</source>
        <translation>Un cort cu ghicitoare este finalizat când cele patru locuri din jurul cartonașului său, sus, jos, stânga și dreapta, sunt toate ocupate; celulele Roții Destinului contează ca ocupate. Cine așază cartonașul care îl finalizează primește &lt;b&gt;3 puncte&lt;/b&gt;, fie că e cortul lui, fie că nu, iar ghicitoarea se întoarce imediat la proprietar.</translation>
    </message>
    <message>
        <source>An empty tent scores nothing, and neither does a fortune teller still on its tent at the end of the game.</source>
        <translation>Un cort gol nu aduce nimic, și nici o ghicitoare rămasă în cort la sfârșitul jocului.</translation>
    </message>
    <message>
        <source>For every other rule a fortune teller is an ordinary follower: the plague may take it, but it is not a knight, a farmer or a monk.</source>
        <translation>Pentru toate celelalte reguli, ghicitoarea este un supus obișnuit: ciuma o poate lua, dar nu este nici cavaler, nici țăran, nici călugăr.</translation>
    </message>
    <message>
        <source>Blue&apos;s fortune teller has tiles on three sides. Red lays a tile on the fourth side: Red scores 3 points and Blue takes the fortune teller back. From now on Blue draws one tile fewer.</source>
        <translation>Ghicitoarea lui Albastru are cartonașe pe trei laturi. Roșu așază un cartonaș pe a patra: Roșu primește 3 puncte, iar Albastru își ia ghicitoarea înapoi. De acum, Albastru trage cu un cartonaș mai puțin.</translation>
    </message>
    <message>
        <source>The published Fortune Teller tiles are not available to us, so the eight tile layouts in this game are its own: fields, roads and small cities around a tent. The rules are those of the expansion.</source>
        <translation>Cartonașele publicate ale Ghicitoarei nu ne sunt accesibile, așa că acest joc folosește opt desene proprii de cartonașe: câmpuri, drumuri și orașe mici în jurul unui cort. Regulile sunt cele ale extensiei.</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <source>Click one of your ringed followers to send it home.</source>
        <translation>Fă clic pe unul dintre supușii tăi încercuiți pentru a-l trimite acasă.</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <extracomment>%1: a player&apos;s name; %2: the follower&apos;s role (thief, knight, farmer, monk, fortune teller)</extracomment>
        <translation>Supus (%1): %2</translation>
    </message>
    <message>
        <source>Only your own followers on the land can go: click one with a red ring.</source>
        <translation>Poți retrage doar supușii tăi din peisaj: fă clic pe unul încercuit cu roșu.</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <extracomment>%1: the feature and the follower&apos;s role, e.g. &quot;road (thief)&quot;</extracomment>
        <translation>Plasează aici: %1</translation>
    </message>
    <message>
        <source>+%L1</source>
        <extracomment>points just scored, e.g. &quot;+6&quot;</extracomment>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>Lay the tile here</source>
        <translation>Așază cartonașul aici</translation>
    </message>
    <message>
        <source>The tile fits here when turned: press R or right-click.</source>
        <translation>Cartonașul se potrivește aici dacă îl rotești: apasă R sau fă clic dreapta.</translation>
    </message>
    <message>
        <source>The tile cannot go there: try a lit spot.</source>
        <translation>Cartonașul nu poate fi pus acolo: încearcă un loc luminat.</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile and click it to deploy a follower there, or press S to skip.</source>
        <translation>Arată spre un drum, un oraș, un câmp sau o mănăstire a noului cartonaș și fă clic pentru a plasa acolo un supus sau apasă S pentru a renunța.</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <source>Game saved as %1.</source>
        <translation>Jocul a fost salvat ca %1.</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>Înlocuiești %1?</translation>
    </message>
    <message>
        <source>A file of that name is already in this folder. Saving the game replaces it.</source>
        <translation>În acest dosar există deja un fișier cu acest nume. Salvarea jocului îl înlocuiește.</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Înlocuiește-l</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>S-a deschis %1.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Deschide un joc</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Închide ajutorul</translation>
    </message>
    <message>
        <source>Close the help (%1)</source>
        <translation>Închide ajutorul (%1)</translation>
    </message>
</context>
<context>
    <name>GameMenuItem</name>
    <message>
        <source>%1, %2</source>
        <extracomment>a menu item and its key for a screen reader: &quot;Save, Ctrl+S&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Choose the players and the rules, then start the game.</source>
        <translation>Alege jucătorii și regulile, apoi începe jocul.</translation>
    </message>
    <message>
        <source>The game is over: here are the final scores.</source>
        <translation>Jocul s-a încheiat: iată punctajul final.</translation>
    </message>
    <message>
        <source>The pig walks round the wheel…</source>
        <translation>Porcul înaintează pe roată…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>%1: a computer player&apos;s name</extracomment>
        <translation>%1 se gândește…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joacă…</translation>
    </message>
    <message>
        <source>%1: choose one of the drawn tiles</source>
        <translation>%1: alege unul dintre cartonașele trase</translation>
    </message>
    <message>
        <source>%1: place the tile</source>
        <translation>%1: așază cartonașul</translation>
    </message>
    <message>
        <source>%1: deploy a follower or skip</source>
        <translation>%1: plasează un supus sau renunță</translation>
    </message>
    <message>
        <source>%1: choose a follower to lose to the plague</source>
        <translation>%1: alege supusul pe care îl ia ciuma</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Începi un joc nou?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. A new game takes its place.</source>
        <translation>Jocul în curs nu a fost salvat. Un joc nou îi va lua locul.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Începe jocul nou</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Deschizi alt joc?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The game you open takes its place.</source>
        <translation>Jocul în curs nu a fost salvat. Jocul pe care îl deschizi îi va lua locul.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Alege un joc</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Deschide-l</translation>
    </message>
    <message>
        <source>Game saved as %1.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>Jocul a fost salvat ca %1.</translation>
    </message>
    <message>
        <source>A computer player is stuck: %1</source>
        <translation>Un jucător controlat de calculator s-a blocat: %1</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Jocul nu a putut fi salvat automat: %1</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Punctaj final</translation>
    </message>
    <message>
        <source>The strong computer player is thinking about your move…</source>
        <translation>Calculatorul puternic se gândește la mutarea ta…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>%1: the name of the player (or computer) who acts now</extracomment>
        <translation>Se așteaptă %1…</translation>
    </message>
    <message>
        <source>%1: end the turn (%2) or take the choice back (%3)</source>
        <extracomment>%1: the player&apos;s name; %2, %3: the keys (Enter, Esc)</extracomment>
        <translation>%1: încheie tura (%2) sau ia înapoi alegerea (%3)</translation>
    </message>
    <message>
        <source>Replay: the table at the start of turn %L1</source>
        <extracomment>%L1: the turn whose start the replay shows (the table after one turn fewer)</extracomment>
        <translation>Reluare: masa la începutul turei %L1</translation>
    </message>
    <message>
        <source>Replay: the table at the end of the game</source>
        <translation>Reluare: masa la sfârșitul jocului</translation>
    </message>
    <message>
        <source>Leave this game for a puzzle?</source>
        <translation>Lași jocul acesta pentru o problemă?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The puzzle takes its place.</source>
        <translation>Jocul în curs nu a fost salvat. Problema îi ia locul.</translation>
    </message>
    <message>
        <source>Go to the puzzle</source>
        <translation>Mergi la problemă</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Fortuna</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>%1* — Fortuna</source>
        <translation>%1* — Fortuna</translation>
    </message>
    <message>
        <source>%1 — Fortuna</source>
        <translation>%1 — Fortuna</translation>
    </message>
</context>
<context>
    <name>HelpBox</name>
    <message>
        <source>Example</source>
        <translation>Exemplu</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>În acest joc</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notă</translation>
    </message>
</context>
<context>
    <name>HelpView</name>
    <message>
        <source>The game in one screen</source>
        <translation>Jocul pe scurt</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Pregătirea jocului</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>O tură</translation>
    </message>
    <message>
        <source>Wheel tiles and the pig</source>
        <translation>Cartonașele cu roată și porcul</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Biruri</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Furtună</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inchiziție</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Ciumă</translation>
    </message>
    <message>
        <source>Crown spaces</source>
        <translation>Spațiile cu coroane</translation>
    </message>
    <message>
        <source>The Fortune Teller</source>
        <translation>Ghicitoarea</translation>
    </message>
    <message>
        <source>Scoring at a glance</source>
        <translation>Punctajul pe scurt</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Opțiuni de reguli</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Noțiuni de bază</translation>
    </message>
    <message>
        <source>The six wheel events</source>
        <translation>Cele șase evenimente ale roții</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Alte reguli</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Ajutor pentru reguli</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Pagini de ajutor</translation>
    </message>
    <message>
        <source>Wheel event %1 of 6</source>
        <translation>Evenimentul roții %1 din 6</translation>
    </message>
    <message>
        <source>This sector has one crown space. When the pig stops here, after the event, a follower standing on it scores 3 points and goes back to its owner.</source>
        <translation>Acest sector are un spațiu cu coroane. Când porcul se oprește aici, după eveniment, supusul de pe el primește 3 puncte și se întoarce la proprietarul său.</translation>
    </message>
    <message>
        <source>This sector has two crown spaces. When the pig stops here, after the event, a follower alone on them scores 6 points; two followers score 3 points each. Then they go back to their owners.</source>
        <translation>Acest sector are două spații cu coroane. Când porcul se oprește aici, după eveniment, un supus singur primește 6 puncte, iar doi supuși primesc câte 3 puncte. Apoi se întorc la proprietarii lor.</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>Vezi și</translation>
    </message>
</context>
<context>
    <name>HintGhost</name>
    <message>
        <source>Hint</source>
        <translation>Sugestie</translation>
    </message>
</context>
<context>
    <name>InquisitionPage</name>
    <message>
        <source>Each player scores &lt;b&gt;2 points&lt;/b&gt; for every monk on the landscape, that is, every follower in a cloister, finished or not.</source>
        <translation>Fiecare jucător primește &lt;b&gt;2 puncte&lt;/b&gt; pentru fiecare călugăr din peisaj, adică pentru fiecare supus dintr-o mănăstire, terminată sau nu.</translation>
    </message>
    <message>
        <source>The monks stay in their cloisters. Followers on crown spaces are not monks.</source>
        <translation>Călugării rămân în mănăstirile lor. Supușii de pe spațiile cu coroane nu sunt călugări.</translation>
    </message>
    <message>
        <source>Red has monks in two cloisters and Blue has one. Red scores 2 × 2 = 4 points and Blue 2 points. Green has no monk and scores nothing.</source>
        <translation>Roșu are călugări în două mănăstiri, iar Albastru într-una. Roșu primește 2 × 2 = 4 puncte, iar Albastru 2 puncte. Verde nu are niciun călugăr și nu primește nimic.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Alătură-te unui joc</translation>
    </message>
    <message>
        <source>Paste the link the host gave you, or type the address, the port and the table code.</source>
        <translation>Lipește linkul primit de la gazdă sau introdu adresa, portul și codul mesei.</translation>
    </message>
    <message>
        <source>Link to the table</source>
        <translation>Link către masă</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresă</translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation>Adresa gazdei</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Recente</translation>
    </message>
    <message>
        <source>Recent servers</source>
        <translation>Servere recente</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Codul mesei</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Numele tău</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Parolă</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>dacă masa are una</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Alătură-te</translation>
    </message>
    <message>
        <source>fortunas:// links name a secure (TLS) server.</source>
        <translation>Linkurile fortunas:// indică un server securizat (TLS).</translation>
    </message>
    <message>
        <source>Secure server (TLS, wss://)</source>
        <translation>Server securizat (TLS, wss://)</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Urmărește</translation>
    </message>
</context>
<context>
    <name>MarginGraph</name>
    <message>
        <source>Expected margin over the game</source>
        <translation>Avantajul așteptat de-a lungul jocului</translation>
    </message>
    <message>
        <source>Turn %L1: %L2 points lost</source>
        <extracomment>%L2: a number with one decimal</extracomment>
        <translation>Tura %L1: %L2 puncte pierdute</translation>
    </message>
</context>
<context>
    <name>MyTablesDialog</name>
    <message>
        <source>My tables</source>
        <translation>Mesele mele</translation>
    </message>
    <message>
        <source>You sit at no network table. Tables you join or create on a server show here, so that you can come back to them.</source>
        <translation>Nu stai la nicio masă în rețea. Mesele la care te alături sau pe care le creezi pe un server apar aici, ca să te poți întoarce la ele.</translation>
    </message>
    <message>
        <source>The tables you sit at, on every server you played on. A turn-based table waits for you: come back whenever you like.</source>
        <translation>Mesele la care stai, pe fiecare server pe care ai jucat. O masă pe ture te așteaptă: revino când vrei.</translation>
    </message>
    <message>
        <source>%1 · move before %2</source>
        <extracomment>%1 what happens at the table, %2 a date and time</extracomment>
        <translation>%1 · mută înainte de %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Uită</translation>
    </message>
    <message>
        <source>Asking the servers…</source>
        <translation>Se interoghează serverele…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Reîmprospătează</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
</context>
<context>
    <name>NetLobby</name>
    <message>
        <source>You host this game</source>
        <translation>Găzduiești acest joc</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Joc în rețea</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresă</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>this computer has no network address</source>
        <translation>acest calculator nu are o adresă de rețea</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Codul mesei</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiază</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Parolă</translation>
    </message>
    <message>
        <source>needed to join</source>
        <translation>necesară ca să te alături</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Loc liber: se așteaptă un jucător…</translation>
    </message>
    <message>
        <source>computer for now</source>
        <translation>calculator deocamdată</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>calculator</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>acest calculator</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectat</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>deconectat</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Dă-l înapoi</translation>
    </message>
    <message>
        <source>Computer plays it</source>
        <translation>Joacă calculatorul</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Închide masa</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Părăsește masa</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Înapoi la joc</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Începe jocul</translation>
    </message>
    <message>
        <source>Watching table %1</source>
        <translation>Urmărești masa %1</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Nu mai urmări</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiat</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Rejoin the network game?</source>
        <translation>Revii la jocul în rețea?</translation>
    </message>
    <message>
        <source>You were playing at table %1 when Fortuna closed. Your seat is kept for you.</source>
        <translation>Jucai la masa %1 când Fortuna s-a închis. Locul îți este păstrat.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Revino</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Join a network game?</source>
        <translation>Te alături unui joc în rețea?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The network game takes its place.</source>
        <translation>Jocul în curs nu a fost salvat. Jocul în rețea îi va lua locul.</translation>
    </message>
    <message>
        <source>Watching table %1: you do not play.</source>
        <extracomment>shown over the board of a spectator; %1 is the table code</extracomment>
        <translation>Urmărești masa %1: nu joci.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Închizi masa?</translation>
    </message>
    <message>
        <source>The game under way ends for every player at the table.</source>
        <translation>Jocul în curs se încheie pentru toți jucătorii de la masă.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Închide masa</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <source>These options are chosen when a new game is set up and stay the same for the whole game.</source>
        <translation>Aceste opțiuni se aleg la pregătirea unui joc nou și rămân aceleași tot jocul.</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Setul de cartonașe</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (the default): the 72 tiles of the expansion, 19 of them with a wheel icon.</source>
        <translation>Roata Destinului (implicit): cele 72 de cartonașe ale extensiei, dintre care 19 cu pictograma roții.</translation>
    </message>
    <message>
        <source>Base game and wheel: the 72 tiles of the base game plus the 19 wheel tiles, 91 in all. The game is longer and the pig moves less often.</source>
        <translation>Jocul de bază și roata: cele 72 de cartonașe ale jocului de bază plus cele 19 cartonașe cu roată, 91 în total. Jocul durează mai mult, iar porcul se mișcă mai rar.</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Ghicitoarea</translation>
    </message>
    <message>
        <source>Off by default. Switched on, it adds the 8 tiles with a tent, and fortune tellers let their owners draw extra tiles.</source>
        <translation>Dezactivată implicit. Activată, adaugă cele 8 cartonașe cu cort, iar ghicitoarele le permit proprietarilor să tragă cartonașe în plus.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <source>Every farmer (the default): at Famine each farmer scores for its farm.</source>
        <translation>Fiecare țăran (implicit): la Foamete, fiecare țăran primește puncte pentru ferma sa.</translation>
    </message>
    <message>
        <source>Only the majority, as in the 2009 first print: at Famine only the player or players with the most farmers on a farm score there.</source>
        <translation>Doar majoritatea, ca în primul tiraj din 2009: la Foamete, pe fiecare fermă primesc puncte doar jucătorul sau jucătorii cu cei mai mulți țărani acolo.</translation>
    </message>
    <message>
        <source>Wheel as starting tile</source>
        <translation>Roata drept cartonaș de pornire</translation>
    </message>
    <message>
        <source>On by default: the wheel board lies in the middle and the landscape grows around it, its rim joining roads, cities and fields. Switched off, the wheel lies beside the landscape, and the game starts from one ordinary tile with a city edge and a straight road.</source>
        <translation>Activată implicit: Roata Destinului stă în mijloc, iar peisajul crește în jurul ei, marginea ei continuând drumuri, orașe și câmpuri. Dezactivată, roata stă alături de peisaj, iar jocul începe de la un cartonaș obișnuit cu o margine de oraș și un drum drept.</translation>
    </message>
    <message>
        <source>Tile set: base game and wheel, 91 tiles.</source>
        <translation>Setul de cartonașe: jocul de bază și roata, 91 de cartonașe.</translation>
    </message>
    <message>
        <source>Tile set: The Wheel of Fortune, 72 tiles.</source>
        <translation>Setul de cartonașe: Roata Destinului, 72 de cartonașe.</translation>
    </message>
    <message>
        <source>Fortune Teller: on.</source>
        <translation>Ghicitoarea: activată.</translation>
    </message>
    <message>
        <source>Fortune Teller: off.</source>
        <translation>Ghicitoarea: dezactivată.</translation>
    </message>
    <message>
        <source>Famine: only the majority scores.</source>
        <translation>Foamete: primește puncte doar majoritatea.</translation>
    </message>
    <message>
        <source>Famine: every farmer scores.</source>
        <translation>Foamete: primește puncte fiecare țăran.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: on.</source>
        <translation>Roata drept cartonaș de pornire: activată.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: off.</source>
        <translation>Roata drept cartonaș de pornire: dezactivată.</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Together you build a landscape of roads, cities, cloisters and fields, one tile per turn, and place your followers on it to score points. Whoever has the most points at the end wins.</source>
        <translation>Împreună construiți un peisaj de drumuri, orașe, mănăstiri și câmpuri, câte un cartonaș pe tură, și vă plasați supușii în el ca să primiți puncte. Câștigă cine are cele mai multe puncte la final.</translation>
    </message>
    <message>
        <source>In the middle of the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>În mijlocul peisajului se află Roata Destinului, cu porcul roz mare. Unele cartonașe au pictograma roții: când tragi unul, porcul înaintează pe roată, iar sectorul unde se oprește declanșează un eveniment, bun sau rău.</translation>
    </message>
    <message>
        <source>Beside the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>Alături de peisaj se află Roata Destinului, cu porcul roz mare. Unele cartonașe au pictograma roții: când tragi unul, porcul înaintează pe roată, iar sectorul unde se oprește declanșează un eveniment, bun sau rău.</translation>
    </message>
    <message>
        <source>Your turn in short</source>
        <translation>Tura ta pe scurt</translation>
    </message>
    <message>
        <source>Draw a tile. A wheel icon turns the wheel first.</source>
        <translation>Trage un cartonaș. O pictogramă cu roata învârte mai întâi roata.</translation>
    </message>
    <message>
        <source>Lay the tile so that it matches the land around it.</source>
        <translation>Așază cartonașul astfel încât să se potrivească cu terenul din jur.</translation>
    </message>
    <message>
        <source>You may put a follower on it, or on a crown space of the wheel.</source>
        <translation>Poți plasa un supus pe el sau pe un spațiu cu coroane al roții.</translation>
    </message>
    <message>
        <source>Score what your tile has completed.</source>
        <translation>Punctează ce a finalizat cartonașul tău.</translation>
    </message>
    <message>
        <source>Ways to score</source>
        <translation>Cum se câștigă puncte</translation>
    </message>
    <message>
        <source>Completed roads, cities and cloisters, as soon as they are finished.</source>
        <translation>Drumurile, orașele și mănăstirile, imediat ce sunt finalizate.</translation>
    </message>
    <message>
        <source>The six wheel events: Fortune, Taxes, Famine, Storm, Inquisition and Plague.</source>
        <translation>Cele șase evenimente ale roții: Fortuna, Biruri, Foamete, Furtună, Inchiziție și Ciumă.</translation>
    </message>
    <message>
        <source>Crown spaces, when the pig stops on their sector.</source>
        <translation>Spațiile cu coroane, când porcul se oprește pe sectorul lor.</translation>
    </message>
    <message>
        <source>Completed tents of the Fortune Teller.</source>
        <translation>Corturile finalizate ale Ghicitoarei.</translation>
    </message>
    <message>
        <source>Unfinished features and farms, at the end of the game.</source>
        <translation>Zonele neterminate și fermele, la sfârșitul jocului.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>La început, în sac se află %n cartonaș de teren.</numerusform>
            <numerusform>La început, în sac se află %n cartonașe de teren.</numerusform>
            <numerusform>La început, în sac se află %n de cartonașe de teren.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fortune Teller is in play.</source>
        <translation>Ghicitoarea este în joc.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not in play.</source>
        <translation>Ghicitoarea nu este în joc.</translation>
    </message>
    <message>
        <source>At Famine, only the player or players with the most farmers on a farm score.</source>
        <translation>La Foamete, primesc puncte doar jucătorul sau jucătorii cu cei mai mulți țărani pe o fermă.</translation>
    </message>
    <message>
        <source>At Famine, every farmer scores.</source>
        <translation>La Foamete, primește puncte fiecare țăran.</translation>
    </message>
    <message>
        <source>The wheel board is the starting tile.</source>
        <translation>Roata Destinului este cartonașul de pornire.</translation>
    </message>
    <message>
        <source>The wheel board lies beside the landscape.</source>
        <translation>Roata Destinului stă alături de peisaj.</translation>
    </message>
</context>
<context>
    <name>PlaguePage</name>
    <message>
        <source>Each player must take one of their own followers off the landscape and return it to their supply. The player chooses which one.</source>
        <translation>Fiecare jucător trebuie să ia din peisaj unul dintre supușii săi și să-l pună înapoi în rezervă. Jucătorul alege care.</translation>
    </message>
    <message>
        <source>The player whose turn it is goes first, then the others follow in turn order.</source>
        <translation>Începe jucătorul aflat la rând, apoi urmează ceilalți, în ordinea turelor.</translation>
    </message>
    <message>
        <source>Followers on crown spaces are safe from the plague. A player with no follower on the landscape skips.</source>
        <translation>Supușii de pe spațiile cu coroane sunt feriți de ciumă. Un jucător fără supuși în peisaj sare peste rând.</translation>
    </message>
    <message>
        <source>A fortune teller on its tent is an ordinary follower here and may be chosen.</source>
        <translation>O ghicitoare aflată în cort este aici un supus obișnuit și poate fi aleasă.</translation>
    </message>
    <message>
        <source>Red, Blue and Green play in that order, and Blue draws the tile that sends the pig to Plague.</source>
        <translation>Roșu, Albastru și Verde joacă în această ordine, iar Albastru trage cartonașul care trimite porcul pe Ciumă.</translation>
    </message>
    <message>
        <source>Blue removes a follower first.</source>
        <translation>Albastru scoate primul un supus.</translation>
    </message>
    <message>
        <source>Then Green: Green&apos;s only followers stand on crown spaces, so Green skips.</source>
        <translation>Apoi Verde: singurii săi supuși stau pe spații cu coroane, așa că Verde sare peste rând.</translation>
    </message>
    <message>
        <source>Last, Red removes a follower.</source>
        <translation>La urmă, Roșu scoate un supus.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%1, %2, %L3 points, %n follower(s) in supply</source>
        <translation>
            <numerusform>%1, %2, puncte: %L3, %n supus în rezervă</numerusform>
            <numerusform>%1, %2, puncte: %L3, %n supuși în rezervă</numerusform>
            <numerusform>%1, %2, puncte: %L3, %n de supuși în rezervă</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>la rând</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>se gândește…</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>joacă</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>e rândul tău</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) in supply</source>
        <translation>
            <numerusform>%n supus în rezervă</numerusform>
            <numerusform>%n supuși în rezervă</numerusform>
            <numerusform>%n de supuși în rezervă</numerusform>
        </translation>
    </message>
    <message>
        <source>× %L1</source>
        <translation>× %L1</translation>
    </message>
    <message numerus="yes">
        <source>%n fortune teller(s) on tents</source>
        <translation>
            <numerusform>%n ghicitoare în cort</numerusform>
            <numerusform>%n ghicitoare în corturi</numerusform>
            <numerusform>%n de ghicitoare în corturi</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>deconectat</translation>
    </message>
    <message>
        <source>remote player</source>
        <translation>jucător la distanță</translation>
    </message>
    <message>
        <source>choosing a follower</source>
        <translation>alege un supus</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if the game ended now</source>
        <translation>
            <numerusform>%n punct dacă jocul s-ar termina acum</numerusform>
            <numerusform>%n puncte dacă jocul s-ar termina acum</numerusform>
            <numerusform>%n de puncte dacă jocul s-ar termina acum</numerusform>
        </translation>
    </message>
    <message>
        <source>end: %L1</source>
        <extracomment>the player&apos;s score if the game ended now (final scoring included)</extracomment>
        <translation>final: %L1</translation>
    </message>
</context>
<context>
    <name>PointsChip</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>%1 · %L2</source>
        <translation>%1 · %L2</translation>
    </message>
</context>
<context>
    <name>PuzzleCard</name>
    <message>
        <source>solved</source>
        <translation>rezolvată</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Tasta: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Încearcă din nou</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Arată mutarea mai bună</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problema următoare</translation>
    </message>
    <message>
        <source>All puzzles…</source>
        <translation>Toate problemele…</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>The better move takes drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Mutarea mai bună ia cartonașul tras nr. %1.</translation>
    </message>
    <message>
        <source>The better move takes another of the drawn tiles.</source>
        <translation>Mutarea mai bună ia alt cartonaș dintre cele trase.</translation>
    </message>
    <message>
        <source>The better move gives back the follower in the frame tagged “Better move”.</source>
        <translation>Mutarea mai bună dă înapoi supusul din chenarul marcat „Mutare mai bună”.</translation>
    </message>
    <message>
        <source>The better move lays the tile in the frame tagged “Better move”.</source>
        <translation>Mutarea mai bună așază cartonașul în chenarul marcat „Mutare mai bună”.</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Supus: un spațiu cu coroană al sectorului %1.</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Supus: %1.</translation>
    </message>
    <message>
        <source>No follower.</source>
        <translation>Niciun supus.</translation>
    </message>
    <message>
        <source>It keeps %1 points more than the move of your game.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Aduce cu %1 puncte mai mult decât mutarea din jocul tău.</translation>
    </message>
    <message>
        <source>Find a better move: in your game you lost %1 points here.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Găsește o mutare mai bună: în jocul tău ai pierdut aici %1 puncte.</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Se verifică mutarea ta…</translation>
    </message>
    <message>
        <source>Right: this is the best move.</source>
        <translation>Corect: aceasta este cea mai bună mutare.</translation>
    </message>
    <message>
        <source>Right: this move is within one point of the best.</source>
        <translation>Corect: mutarea aceasta e la cel mult un punct de cea mai bună.</translation>
    </message>
    <message>
        <source>%1 goes on to the next puzzle.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 trece la problema următoare.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points against the best. Try again (%2), or see the better move.</source>
        <extracomment>%1: points, one decimal; %2: the name of the Enter key</extracomment>
        <translation>Încă nu: mutarea aceasta pierde %1 puncte față de cea mai bună. Încearcă din nou (%2) sau vezi mutarea mai bună.</translation>
    </message>
    <message>
        <source>Puzzle · turn %L1</source>
        <translation>Problemă · tura %L1</translation>
    </message>
    <message>
        <source>The better move is on the board: play it, or go on to the next puzzle.</source>
        <translation>Mutarea mai bună e pe tablă: joac-o sau treci la problema următoare.</translation>
    </message>
    <message>
        <source>The better move was shown, so the puzzle stays unsolved: try it again later.</source>
        <translation>Mutarea mai bună a fost arătată, așa că problema rămâne nerezolvată: încearc-o din nou mai târziu.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Încă nu: mutarea aceasta pierde %1 puncte.</translation>
    </message>
    <message>
        <source>Right, but the better move was shown: not solved.</source>
        <translation>Corect, dar mutarea mai bună a fost arătată: nerezolvată.</translation>
    </message>
    <message>
        <source>The Plague: choose one of your followers on the land, one ringed in red.</source>
        <translation>Ciuma: alege unul dintre supușii tăi din peisaj, unul încercuit cu roșu.</translation>
    </message>
    <message>
        <source>The Fortune Teller: take one of the drawn tiles.</source>
        <translation>Ghicitoarea: ia unul dintre cartonașele trase.</translation>
    </message>
    <message>
        <source>Lay the tile in hand, with a follower or without.</source>
        <translation>Așază cartonașul din mână, cu un supus sau fără.</translation>
    </message>
    <message>
        <source>The tile is turned %1 degrees there.</source>
        <extracomment>%1: 0, 90, 180 or 270, as the tile in hand&apos;s turn is said</extracomment>
        <translation>Cartonașul are acolo o rotație de %1°.</translation>
    </message>
</context>
<context>
    <name>PuzzlesDialog</name>
    <message>
        <source>Puzzles from your games</source>
        <translation>Probleme din jocurile tale</translation>
    </message>
    <message>
        <source>No puzzles yet. Open a finished game in Your games and analyse it: each move where you lost 5 points or more becomes a puzzle here, the board as it was and the tile in hand, for you to find a better move.</source>
        <translation>Încă nu ai probleme. Deschide un joc terminat în Jocurile tale și analizează-l: fiecare mutare în care ai pierdut 5 puncte sau mai mult devine aici o problemă — tabla cum era și cartonașul din mână — ca să găsești o mutare mai bună.</translation>
    </message>
    <message>
        <source>Each puzzle is a move of yours that lost 5 points or more. Find a better one: any move within one point of the best is right.</source>
        <translation>Fiecare problemă este o mutare a ta care a pierdut 5 puncte sau mai mult. Găsește una mai bună: orice mutare la cel mult un punct de cea mai bună este corectă.</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <extracomment>%1 puzzles solved of %2</extracomment>
        <translation>%1 din %2 rezolvate</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>rezolvată</translation>
    </message>
    <message>
        <source>to solve</source>
        <translation>de rezolvat</translation>
    </message>
    <message>
        <source>Turn %L1 · %2</source>
        <extracomment>%1: the turn, %2: &quot;7.5 points lost&quot;</extracomment>
        <translation>Tura %L1 · %2</translation>
    </message>
    <message>
        <source>%1 · against %2</source>
        <extracomment>%1: the date of the game, %2: the opponents</extracomment>
        <translation>%1 · împotriva: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Începe</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Jocurile tale…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spațiu</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>road</source>
        <translation>drum</translation>
    </message>
    <message>
        <source>city</source>
        <translation>oraș</translation>
    </message>
    <message>
        <source>field</source>
        <translation>câmp</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Biruri</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Furtună</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inchiziție</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Ciumă</translation>
    </message>
    <message>
        <source>The north edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Marginea de nord nu se potrivește (acest cartonaș: %1, vecinul său: %2).</translation>
    </message>
    <message>
        <source>The east edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Marginea de est nu se potrivește (acest cartonaș: %1, vecinul său: %2).</translation>
    </message>
    <message>
        <source>The south edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Marginea de sud nu se potrivește (acest cartonaș: %1, vecinul său: %2).</translation>
    </message>
    <message>
        <source>The west edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Marginea de vest nu se potrivește (acest cartonaș: %1, vecinul său: %2).</translation>
    </message>
    <message>
        <source>Choose one of the drawn tiles first.</source>
        <translation>Mai întâi alege unul dintre cartonașele trase.</translation>
    </message>
    <message>
        <source>The plague comes first: a follower must be given back.</source>
        <translation>Mai întâi Ciuma: trebuie dat înapoi un supus.</translation>
    </message>
    <message>
        <source>Place the tile first.</source>
        <translation>Mai întâi așază cartonașul.</translation>
    </message>
    <message>
        <source>Deploy a follower or skip first.</source>
        <translation>Mai întâi plasează un supus sau renunță.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Jocul s-a încheiat.</translation>
    </message>
    <message>
        <source>A game needs 2 to 5 players, not %1.</source>
        <translation>Un joc are nevoie de 2 până la 5 jucători, nu de %1.</translation>
    </message>
    <message>
        <source>The deck holds a tile that does not exist.</source>
        <translation>Teancul conține un cartonaș care nu există.</translation>
    </message>
    <message>
        <source>The deck holds tile %1, which needs the Fortune Teller option.</source>
        <translation>Teancul conține cartonașul %1, care cere opțiunea Ghicitoarea.</translation>
    </message>
    <message>
        <source>There is no tile to choose now.</source>
        <translation>Acum nu e niciun cartonaș de ales.</translation>
    </message>
    <message>
        <source>There is no such drawn tile.</source>
        <translation>Nu există un astfel de cartonaș tras.</translation>
    </message>
    <message>
        <source>Tile %1 fits nowhere on the table.</source>
        <translation>Cartonașul %1 nu se potrivește nicăieri.</translation>
    </message>
    <message>
        <source>No plague is waiting for a follower.</source>
        <translation>Nicio Ciumă nu așteaptă un supus.</translation>
    </message>
    <message>
        <source>No tile is waiting to be placed.</source>
        <translation>Niciun cartonaș nu așteaptă să fie așezat.</translation>
    </message>
    <message>
        <source>A tile turns only by quarter turns.</source>
        <translation>Un cartonaș se rotește doar cu câte un sfert de rotație.</translation>
    </message>
    <message>
        <source>That place is too far from the other tiles.</source>
        <translation>Locul acesta este prea departe de celelalte cartonașe.</translation>
    </message>
    <message>
        <source>A tile already lies there.</source>
        <translation>Acolo se află deja un cartonaș.</translation>
    </message>
    <message>
        <source>The tile must touch a tile already on the table.</source>
        <translation>Cartonașul trebuie să atingă un cartonaș aflat deja pe masă.</translation>
    </message>
    <message>
        <source>There is no placement to take back.</source>
        <translation>Nu există niciun cartonaș așezat de luat înapoi.</translation>
    </message>
    <message>
        <source>No placed tile is waiting for a follower.</source>
        <translation>Niciun cartonaș așezat nu așteaptă un supus.</translation>
    </message>
    <message>
        <source>No follower is left in the supply.</source>
        <translation>Nu a mai rămas niciun supus în rezervă.</translation>
    </message>
    <message>
        <source>The %1 sector has no such crown space.</source>
        <translation>Sectorul %1 nu are un astfel de spațiu cu coroane.</translation>
    </message>
    <message>
        <source>That crown space is taken.</source>
        <translation>Acest spațiu cu coroane este ocupat.</translation>
    </message>
    <message>
        <source>The tile has no such place for a follower.</source>
        <translation>Cartonașul nu are un astfel de loc pentru un supus.</translation>
    </message>
    <message>
        <source>Each player may have at most two fortune tellers on the table.</source>
        <translation>Fiecare jucător poate avea pe masă cel mult două ghicitoare.</translation>
    </message>
    <message>
        <source>The rules do not allow this.</source>
        <translation>Regulile nu permit acest lucru.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where %1 has a follower.</source>
        <translation>Acest drum este ocupat: odată așezat cartonașul, se unește cu drumul unde %1 are un supus.</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where %1 has a follower.</source>
        <translation>Acest oraș este ocupat: odată așezat cartonașul, se unește cu orașul unde %1 are un supus.</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where %1 has a follower.</source>
        <translation>Acest câmp este ocupat: odată așezat cartonașul, se unește cu ferma unde %1 are un supus.</translation>
    </message>
    <message>
        <source>%1 already has a follower there.</source>
        <translation>%1 are deja un supus acolo.</translation>
    </message>
    <message>
        <source>There is no such place for a follower on that tile.</source>
        <translation>Pe acest cartonaș nu există un astfel de loc pentru un supus.</translation>
    </message>
    <message>
        <source>%1 has no follower there.</source>
        <translation>%1 nu are niciun supus acolo.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where you have a follower.</source>
        <translation>Acest drum este ocupat: odată așezat cartonașul, se unește cu drumul unde ai un supus.</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where you have a follower.</source>
        <translation>Acest oraș este ocupat: odată așezat cartonașul, se unește cu orașul unde ai un supus.</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where you have a follower.</source>
        <translation>Acest câmp este ocupat: odată așezat cartonașul, se unește cu ferma unde ai un supus.</translation>
    </message>
    <message>
        <source>You already have a follower there.</source>
        <translation>Ai deja un supus acolo.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay · turn %L1 of %L2</source>
        <translation>Reluare · tura %L1 din %L2</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation>Tura %L1</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Ieși din reluare</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Unde s-au pierdut puncte, mutare cu mutare, și cât noroc au adus tragerile</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizează</translation>
    </message>
    <message>
        <source>To the start (%1)</source>
        <extracomment>%1: the key&apos;s name (Home)</extracomment>
        <translation>La început (%1)</translation>
    </message>
    <message>
        <source>One turn back (%1)</source>
        <translation>O tură înapoi (%1)</translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <extracomment>%1: the key&apos;s name (Space)</extracomment>
        <translation>Pauză (%1)</translation>
    </message>
    <message>
        <source>Play the turns one after the other (%1)</source>
        <translation>Redă turele una după alta (%1)</translation>
    </message>
    <message>
        <source>One turn forward (%1)</source>
        <translation>O tură înainte (%1)</translation>
    </message>
    <message>
        <source>To the end (%1)</source>
        <extracomment>%1: the key&apos;s name (End)</extracomment>
        <translation>La sfârșit (%1)</translation>
    </message>
    <message>
        <source>Back to the game (%1)</source>
        <extracomment>%1: the key&apos;s name (Esc)</extracomment>
        <translation>Înapoi la joc (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Replay · the end of the game, after %n turn(s)</source>
        <translation>
            <numerusform>Reluare · sfârșitul jocului, după %n tură</numerusform>
            <numerusform>Reluare · sfârșitul jocului, după %n ture</numerusform>
            <numerusform>Reluare · sfârșitul jocului, după %n de ture</numerusform>
        </translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Sfârșit</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>La început</translation>
    </message>
    <message>
        <source>One turn back</source>
        <translation>O tură înapoi</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Play the turns one after the other</source>
        <translation>Redă turele una după alta</translation>
    </message>
    <message>
        <source>One turn forward</source>
        <translation>O tură înainte</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>La sfârșit</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Continue your last game?</source>
        <translation>Continui ultimul joc?</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game was kept when Fortuna closed: turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>La închiderea aplicației Fortuna s-a păstrat un joc neterminat: tura %1, a mai rămas %n cartonaș.</numerusform>
            <numerusform>La închiderea aplicației Fortuna s-a păstrat un joc neterminat: tura %1, au mai rămas %n cartonașe.</numerusform>
            <numerusform>La închiderea aplicației Fortuna s-a păstrat un joc neterminat: tura %1, au mai rămas %n de cartonașe.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept when Fortuna closed.</source>
        <translation>La închiderea aplicației Fortuna s-a păstrat un joc neterminat.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1: a date and time in the local format</extracomment>
        <translation>Salvat: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuă</translation>
    </message>
</context>
<context>
    <name>RotateButton</name>
    <message>
        <source>Turn clockwise</source>
        <translation>Rotește în sens orar</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Rotește în sens antiorar</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores over the turns</source>
        <translation>Punctajul, tură cu tură</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>During the game</source>
        <translation>În timpul jocului</translation>
    </message>
    <message>
        <source>Completed road: 1 point per tile.</source>
        <translation>Drum finalizat: 1 punct pe cartonaș.</translation>
    </message>
    <message>
        <source>Completed city: 2 points per tile and 2 per pennant.</source>
        <translation>Oraș finalizat: 2 puncte pe cartonaș și 2 pe blazon.</translation>
    </message>
    <message>
        <source>Completed cloister, with all eight neighbours filled: 9 points.</source>
        <translation>Mănăstire finalizată, cu toți cei opt vecini ocupați: 9 puncte.</translation>
    </message>
    <message>
        <source>Completed tent: 3 points for the player who completed it.</source>
        <translation>Cort finalizat: 3 puncte pentru jucătorul care l-a finalizat.</translation>
    </message>
    <message>
        <source>Wheel events and crown spaces, when the pig stops: see their pages.</source>
        <translation>Evenimentele roții și spațiile cu coroane, când se oprește porcul: vezi paginile lor.</translation>
    </message>
    <message>
        <source>A road or city goes to the player with the most followers on it. With equal numbers, each of those players scores in full. A tile counts once for a feature, even when the feature crosses it twice.</source>
        <translation>Un drum sau un oraș revine jucătorului cu cei mai mulți supuși pe el. La egalitate, fiecare dintre acești jucători primește punctajul întreg. Un cartonaș contează o singură dată pentru o zonă, chiar dacă zona îl traversează de două ori.</translation>
    </message>
    <message>
        <source>Each cell of the wheel board&apos;s rim that carries part of a road or city counts as one tile of it, and the wheel board&apos;s cells count as filled neighbours of a cloister.</source>
        <translation>Fiecare celulă de pe marginea Roții Destinului care poartă o parte de drum sau de oraș contează ca un cartonaș al acestuia, iar celulele roții contează ca vecini ocupați ai unei mănăstiri.</translation>
    </message>
    <message>
        <source>At the end of the game</source>
        <translation>La sfârșitul jocului</translation>
    </message>
    <message>
        <source>Unfinished road: 1 point per tile.</source>
        <translation>Drum neterminat: 1 punct pe cartonaș.</translation>
    </message>
    <message>
        <source>Unfinished city: 1 point per tile and 1 per pennant.</source>
        <translation>Oraș neterminat: 1 punct pe cartonaș și 1 pe blazon.</translation>
    </message>
    <message>
        <source>Unfinished cloister: 1 point, plus 1 per filled neighbour.</source>
        <translation>Mănăstire neterminată: 1 punct, plus 1 pentru fiecare vecin ocupat.</translation>
    </message>
    <message>
        <source>Farms: on each farm, the player or players with the most farmers score 3 points for every completed city that touches it.</source>
        <translation>Ferme: pe fiecare fermă, jucătorul sau jucătorii cu cei mai mulți țărani primesc 3 puncte pentru fiecare oraș finalizat învecinat.</translation>
    </message>
    <message>
        <source>Followers on crown spaces score nothing.</source>
        <translation>Supușii de pe spațiile cu coroane nu aduc nimic.</translation>
    </message>
    <message>
        <source>Fortune tellers still on their tents score nothing.</source>
        <translation>Ghicitoarele rămase în corturi nu aduc nimic.</translation>
    </message>
    <message>
        <source>The player with the most points wins; equal points share the victory.</source>
        <translation>Câștigă jucătorul cu cele mai multe puncte; la egalitate, victoria se împarte.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Colour of player %1: %2</source>
        <extracomment>%1: the seat&apos;s number (1–5); %2: the colour&apos;s name</extracomment>
        <translation>Culoarea jucătorului %1: %2</translation>
    </message>
    <message>
        <source>Colour: %1 (click to change)</source>
        <translation>Culoare: %1 (clic pentru a schimba)</translation>
    </message>
    <message>
        <source>%1 (swap with %2)</source>
        <translation>%1 (schimb cu %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Numele jucătorului %1</translation>
    </message>
    <message>
        <source>Player %1 is played by</source>
        <translation>Cine controlează jucătorul %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Elimină jucătorul %1</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Elimină acest jucător</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Culoarea jucătorului %1</translation>
    </message>
</context>
<context>
    <name>ServerTables</name>
    <message>
        <source>Tables on this server</source>
        <translation>Mesele de pe acest server</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>Se interoghează…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Reîmprospătează</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh: its open tables show here.</source>
        <translation>Introdu adresa serverului, apoi Reîmprospătează: mesele lui deschise apar aici.</translation>
    </message>
    <message>
        <source>%1 · under way</source>
        <extracomment>%1 the rules, %2 free seats of %3; a game under way says so</extracomment>
        <translation>%1 · în desfășurare</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free</source>
        <translation>%1 · locuri libere: %2 din %3</translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation>%1 pe mutare</translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation>Parolă necesară</translation>
    </message>
    <message>
        <source>password</source>
        <translation>parolă</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Alătură-te</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Urmărește</translation>
    </message>
</context>
<context>
    <name>SetupEvenGame</name>
    <message>
        <source>Even game for you: %1</source>
        <extracomment>the setup&apos;s suggestion from your rating; %1 a computer level (&quot;Computer · intermediate&quot;)</extracomment>
        <translation>Joc echilibrat pentru tine: %1</translation>
    </message>
    <message>
        <source>Play against %1: an even game for you</source>
        <translation>Joacă împotriva: %1 — un joc echilibrat pentru tine</translation>
    </message>
    <message>
        <source>Choose it</source>
        <translation>Alege-l</translation>
    </message>
</context>
<context>
    <name>SetupHostRow</name>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Port to host the game on</source>
        <translation>Portul pe care se găzduiește jocul</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Parolă</translation>
    </message>
    <message>
        <source>none</source>
        <translation>niciuna</translation>
    </message>
    <message>
        <source>Password the players must give (optional)</source>
        <translation>Parola pe care trebuie să o dea jucătorii (opțional)</translation>
    </message>
    <message>
        <source>Friends join with the address, port and code shown once you host.</source>
        <translation>Prietenii se alătură cu adresa, portul și codul afișate după ce găzduiești.</translation>
    </message>
    <message>
        <source>Play with friends on other computers: open a seat to a remote player, or join their table.</source>
        <translation>Joacă cu prieteni de pe alte calculatoare: deschide un loc pentru un jucător la distanță sau alătură-te mesei lor.</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Alătură-te unui joc…</translation>
    </message>
    <message>
        <source>Where the table is hosted</source>
        <translation>Unde este găzduită masa</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Pe acest calculator</translation>
    </message>
    <message>
        <source>On a server</source>
        <translation>Pe un server</translation>
    </message>
    <message>
        <source>Address of the server</source>
        <translation>Adresa serverului</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>adresa serverului</translation>
    </message>
    <message>
        <source>Port of the server</source>
        <translation>Portul serverului</translation>
    </message>
    <message>
        <source>Secure (TLS)</source>
        <translation>Securizat (TLS)</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Mesele mele…</translation>
    </message>
    <message>
        <source>List this table on the server</source>
        <translation>Afișează această masă în lista serverului</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Timp pe mutare</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>the time a player has for each move of a turn-based table</extracomment>
        <translation>Fără limită</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 oră</translation>
    </message>
    <message>
        <source>12 hours</source>
        <translation>12 ore</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 zi</translation>
    </message>
    <message>
        <source>3 days</source>
        <translation>3 zile</translation>
    </message>
    <message>
        <source>The table stays on the server: close Fortuna and come back to it from My tables.</source>
        <translation>Masa rămâne pe server: închide Fortuna și revino la ea din Mesele mele.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Fortuna is played by 2 to 5 players. Each player takes the 7 followers of one colour: red, blue, green, yellow or black. Players take their turns in the order of the player list.</source>
        <translation>Fortuna se joacă în 2 până la 5 jucători. Fiecare ia cei 7 supuși ai unei culori: roșu, albastru, verde, galben sau negru. Jucătorii joacă pe rând, în ordinea listei de jucători.</translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation>Cartonașele</translation>
    </message>
    <message>
        <source>This game uses the 72 tiles of the base game together with the 19 wheel tiles of the expansion: 91 land tiles.</source>
        <translation>Acest joc folosește cele 72 de cartonașe ale jocului de bază împreună cu cele 19 cartonașe cu roată ale extensiei: 91 de cartonașe de teren.</translation>
    </message>
    <message>
        <source>This game uses the 72 land tiles of The Wheel of Fortune. Nineteen of them show a wheel icon.</source>
        <translation>Acest joc folosește cele 72 de cartonașe de teren ale Roții Destinului. Nouăsprezece dintre ele au pictograma roții.</translation>
    </message>
    <message>
        <source>The 8 Fortune Teller tiles are shuffled in as well.</source>
        <translation>Cele 8 cartonașe ale Ghicitoarei sunt amestecate și ele printre celelalte.</translation>
    </message>
    <message>
        <source>The Fortune Teller tiles are left out.</source>
        <translation>Cartonașele Ghicitoarei rămân deoparte.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>La început, în sac se află %n cartonaș de teren.</numerusform>
            <numerusform>La început, în sac se află %n cartonașe de teren.</numerusform>
            <numerusform>La început, în sac se află %n de cartonașe de teren.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wheel board</source>
        <translation>Roata Destinului</translation>
    </message>
    <message>
        <source>The land on the rim belongs to the landscape: a road or city that runs onto the rim is scored together with it. Nobody may put a follower on the board itself.</source>
        <translation>Terenul de pe margine face parte din peisaj: un drum sau un oraș care continuă pe margine se punctează împreună cu ea. Nimeni nu poate plasa un supus pe roata însăși.</translation>
    </message>
    <message>
        <source>In this game the wheel board lies beside the landscape. Its events and crown spaces work as usual, but no tile is laid against it. The landscape starts from one tile with a city edge and a straight road, taken out of the bag.</source>
        <translation>În acest joc, Roata Destinului stă alături de peisaj. Evenimentele și spațiile ei cu coroane funcționează ca de obicei, dar niciun cartonaș nu se așază lângă ea. Peisajul pornește de la un cartonaș cu o margine de oraș și un drum drept, scos din sac.</translation>
    </message>
    <message>
        <source>The big pink pig starts on the Fortune sector of the wheel.</source>
        <translation>Porcul roz mare pornește de pe sectorul Fortuna al roții.</translation>
    </message>
    <message>
        <source>The wheel board, four tiles by four, lies in the middle of the table and is the starting tile. Its rim shows land: three cities, three roads and three fields. The first land tiles are laid against its rim.</source>
        <translation>Roata Destinului, mare cât patru pe patru cartonașe, stă în mijlocul mesei și este cartonașul de pornire. Marginea ei arată teren: trei orașe, trei drumuri și trei câmpuri. Primele cartonașe de teren se așază lângă această margine.</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player %1</source>
        <translation>Jucătorul %1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Carcassonne with the Wheel of Fortune: choose who plays and how.</source>
        <translation>Carcassonne cu Roata Destinului: alege cine joacă și cum.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Adaugă un jucător</translation>
    </message>
    <message>
        <source>Players take turns in this order. Several people can share this screen; computer players move by themselves.</source>
        <translation>Jucătorii joacă pe rând, în această ordine. Mai multe persoane pot folosi același ecran; jucătorii controlați de calculator mută singuri.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Cartonașe</translation>
    </message>
    <message>
        <source>The Fortune Teller (8 tiles with a tent)</source>
        <translation>Ghicitoarea (8 cartonașe cu cort)</translation>
    </message>
    <message>
        <source>The wheel is the start tile</source>
        <translation>Roata este cartonașul de pornire</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <source>Every farmer scores</source>
        <translation>Primește puncte fiecare țăran</translation>
    </message>
    <message>
        <source>Only the farm&apos;s majority scores (first print)</source>
        <translation>Doar majoritatea de pe fermă primește puncte (primul tiraj)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Cod de amestecare</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorie</translation>
    </message>
    <message>
        <source>Seed (optional): the same seed shuffles the tiles the same way</source>
        <translation>Cod de amestecare (opțional): același cod amestecă la fel cartonașele</translation>
    </message>
    <message>
        <source>Optional. The same seed gives the same order of tiles.</source>
        <translation>Opțional. Același cod dă aceeași ordine a cartonașelor.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Înapoi la joc</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Începe jocul</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Explain this rule</source>
        <translation>Explică această regulă</translation>
    </message>
    <message>
        <source>Host this game</source>
        <translation>Găzduiește acest joc</translation>
    </message>
    <message>
        <source>The bare board game: no hints, no previews of what a move would score, no bag and no analysis until the game is over.</source>
        <translation>Doar jocul de masă: fără sugestii, fără previzualizarea punctelor unei mutări, fără sac și fără analiză până la sfârșitul partidei.</translation>
    </message>
    <message>
        <source>Play without aids</source>
        <translation>Joacă fără ajutoare</translation>
    </message>
    <message>
        <source>New to the game? A short guided game against Bruno shows each rule once.</source>
        <translation>Ești nou în joc? O partidă scurtă, cu îndrumări, împotriva lui Bruno îți arată fiecare regulă o dată.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Învață să joci</translation>
    </message>
    <message>
        <source>Explain this rule: %1</source>
        <extracomment>%1: the rule&apos;s label (&quot;The Fortune Teller (8 tiles with a tent)&quot;): four such buttons must not read the same</extracomment>
        <translation>Explică această regulă: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Tastatură</translation>
    </message>
    <message>
        <source>Turn the tile clockwise / anticlockwise (or right-click)</source>
        <translation>Rotește cartonașul în sens orar / antiorar (sau clic dreapta)</translation>
    </message>
    <message>
        <source>Go through the places you can choose now</source>
        <translation>Parcurge locurile pe care le poți alege acum</translation>
    </message>
    <message>
        <source>Confirm the chosen place; without a choice, no follower</source>
        <translation>Confirmă locul ales; fără o alegere, niciun supus</translation>
    </message>
    <message>
        <source>Deploy no follower</source>
        <translation>Nu plasa niciun supus</translation>
    </message>
    <message>
        <source>Pick the laid tile up again</source>
        <translation>Ia înapoi cartonașul așezat</translation>
    </message>
    <message>
        <source>Choose a drawn tile (Fortune Teller)</source>
        <translation>Alege un cartonaș tras (Ghicitoarea)</translation>
    </message>
    <message>
        <source>Move, zoom, centre the board</source>
        <translation>Deplasează, mărește/micșorează, centrează tabla</translation>
    </message>
    <message>
        <source>Show or hide the event log</source>
        <translation>Arată sau ascunde jurnalul jocului</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Ajutor pentru reguli</translation>
    </message>
    <message>
        <source>New game / open a game</source>
        <translation>Joc nou / deschide un joc</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Salvează / salvează ca</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <source>Open the Game menu</source>
        <translation>Deschide meniul Joc</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>two keys that do the same, e.g. &quot;R / E&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Arrows, %1 / %2, %3</source>
        <translation>Săgeți, %1 / %2, %3</translation>
    </message>
    <message>
        <source>Show or hide the tiles left in the bag</source>
        <translation>Arată sau ascunde cartonașele rămase în sac</translation>
    </message>
    <message>
        <source>Sound effects on or off</source>
        <translation>Pornește sau oprește efectele sonore</translation>
    </message>
    <message>
        <source>In a replay: a turn back or forward, to the start or the end, play or pause</source>
        <translation>În reluare: o tură înapoi sau înainte, la început sau la sfârșit, redare sau pauză</translation>
    </message>
    <message>
        <source>Suggest a move (the strong computer player&apos;s choice)</source>
        <translation>Sugerează o mutare (alegerea calculatorului puternic)</translation>
    </message>
    <message>
        <source>%1 %2 / %3 %4 / %5</source>
        <translation>%1 %2 / %3 %4 / %5</translation>
    </message>
    <message>
        <source>%1 %2 / %3 %4 / %5 %6</source>
        <translation>%1 %2 / %3 %4 / %5 %6</translation>
    </message>
    <message>
        <source>In the open event log: an entry up or down, a page, the first or the last (a screen reader reads each)</source>
        <translation>În jurnalul jocului deschis: o intrare mai sus sau mai jos, o pagină, prima sau ultima (cititorul de ecran o citește pe fiecare)</translation>
    </message>
    <message>
        <source>%1+letter</source>
        <extracomment>Alt and a letter: &quot;Alt+letter&quot;</extracomment>
        <translation>%1+literă</translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined; in a menu: the arrows, %1, %2, or the letter underlined in an item</source>
        <extracomment>%1, %2: the keys Enter and Esc</extracomment>
        <translation>Deschide meniul al cărui titlu are litera subliniată; într-un meniu: săgețile, %1, %2 sau litera subliniată a unei opțiuni</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>In a puzzle: try again after a wrong answer, show the better move, the next puzzle</source>
        <translation>Într-o problemă: încearcă din nou după un răspuns greșit, arată mutarea mai bună, problema următoare</translation>
    </message>
    <message>
        <source>On the new game&apos;s page: start the game, from its button or while typing a name</source>
        <translation>Pe pagina jocului nou: începe jocul, de pe butonul lui sau în timp ce scrii un nume</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Choose a tile</source>
        <translation>Alege un cartonaș</translation>
    </message>
    <message>
        <source>Tile laid</source>
        <translation>Cartonaș așezat</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Cartonașul din mână</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n cartonaș rămas în sac</numerusform>
            <numerusform>%n cartonașe rămase în sac</numerusform>
            <numerusform>%n de cartonașe rămase în sac</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation>Tura %L1</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Roata</translation>
    </message>
    <message>
        <source>Show the tiles left in the bag (B)</source>
        <translation>Arată cartonașele rămase în sac (B)</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>vest</translation>
    </message>
    <message>
        <source>to the north</source>
        <translation>la nord</translation>
    </message>
    <message>
        <source>to the east</source>
        <translation>la est</translation>
    </message>
    <message>
        <source>to the south</source>
        <translation>la sud</translation>
    </message>
    <message>
        <source>to the west</source>
        <translation>la vest</translation>
    </message>
    <message>
        <source>a city %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>un oraș %1</translation>
    </message>
    <message>
        <source>a road %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>un drum %1</translation>
    </message>
    <message>
        <source>a field %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>un câmp %1</translation>
    </message>
    <message>
        <source>city</source>
        <translation>oraș</translation>
    </message>
    <message>
        <source>road</source>
        <translation>drum</translation>
    </message>
    <message>
        <source>field</source>
        <translation>câmp</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one side of a tile for a screen reader: &quot;north: city&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a cloister</source>
        <translation>o mănăstire</translation>
    </message>
    <message>
        <source>a Fortune Teller&apos;s tent</source>
        <translation>un cort de ghicitoare</translation>
    </message>
    <message>
        <source>a pennant</source>
        <translation>un blazon</translation>
    </message>
    <message>
        <source>wheel icon %1</source>
        <extracomment>the wheel icon of a tile: the pig walks that many sectors</extracomment>
        <translation>pictograma Roții Destinului %1</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <extracomment>a tile for a screen reader: its four sides, then what else it shows</extracomment>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>a cell of the board for a screen reader; the wheel covers columns and rows 1 to 4</extracomment>
        <translation>Coloana %1, rândul %2</translation>
    </message>
    <message>
        <source>the wheel %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (the wheel beside a spot of the board)</extracomment>
        <translation>Roata Destinului %1</translation>
    </message>
    <message>
        <source>%1; touches %2.</source>
        <extracomment>a spot of the board and what it touches: &quot;Column 5, row 2; touches a city to the west.&quot;</extracomment>
        <translation>%1; se învecinează cu %2.</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <extracomment>the description of a greyed control for a screen reader (Qt 6.4 cannot say it otherwise)</extracomment>
        <translation>Indisponibil</translation>
    </message>
    <message>
        <source>to the north-north-west</source>
        <translation>la nord-nord-vest</translation>
    </message>
    <message>
        <source>to the north-north-east</source>
        <translation>la nord-nord-est</translation>
    </message>
    <message>
        <source>to the east-north-east</source>
        <translation>la est-nord-est</translation>
    </message>
    <message>
        <source>to the east-south-east</source>
        <translation>la est-sud-est</translation>
    </message>
    <message>
        <source>to the south-south-east</source>
        <translation>la sud-sud-est</translation>
    </message>
    <message>
        <source>to the south-south-west</source>
        <translation>la sud-sud-vest</translation>
    </message>
    <message>
        <source>to the west-south-west</source>
        <translation>la vest-sud-vest</translation>
    </message>
    <message>
        <source>to the west-north-west</source>
        <translation>la vest-nord-vest</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message>
        <source>No game against the computer yet.</source>
        <translation>Încă niciun joc împotriva calculatorului.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>No finished game of yours yet. Play a game to its end (or import saved games in Your games), and your statistics show here: your wins against each computer level, where your points come from, and how many points your moves lose.</source>
        <translation>Încă nu ai niciun joc terminat. Joacă un joc până la capăt (sau importă jocuri salvate în Jocurile tale) și statisticile tale apar aici: victoriile tale împotriva fiecărui nivel al calculatorului, de unde vin punctele tale și câte puncte pierd mutările tale.</translation>
    </message>
</context>
<context>
    <name>StatsAccuracy</name>
    <message numerus="yes">
        <source>in %n analysed game(s)</source>
        <translation>
            <numerusform>în %n joc analizat</numerusform>
            <numerusform>în %n jocuri analizate</numerusform>
            <numerusform>în %n de jocuri analizate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>a month of the points lost per move: %1 the month, %2 the mean, %3 &quot;in N games&quot;</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>în %n joc</numerusform>
            <numerusform>în %n jocuri</numerusform>
            <numerusform>în %n de jocuri</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; lower is better. By month: %2.</source>
        <extracomment>%1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1; cu cât mai puține, cu atât mai bine. Pe luni: %2.</translation>
    </message>
    <message>
        <source>Points lost per move: %1 on average %2</source>
        <extracomment>%1 the mean points lost per move (a decision of the analysis), %2 &quot;in N analysed games&quot;</extracomment>
        <translation>Puncte pierdute pe mutare: %1 în medie %2</translation>
    </message>
    <message>
        <source>Points lost per move</source>
        <translation>Puncte pierdute pe mutare</translation>
    </message>
    <message>
        <source>No game of yours analysed yet. Analyse a game from its end screen or from Your games, and the points your moves lose show here, month by month.</source>
        <translation>Niciun joc de-al tău nu este încă analizat. Analizează un joc din ecranul lui de final sau din Jocurile tale, iar punctele pe care le pierd mutările tale apar aici, lună de lună.</translation>
    </message>
</context>
<context>
    <name>StatsLevel</name>
    <message>
        <source>%1: no game</source>
        <extracomment>a month of the statistics without a game against this level; %1 the month</extracomment>
        <translation>%1: niciun joc</translation>
    </message>
    <message>
        <source>%1: %2, %3 won, mean margin %4</source>
        <extracomment>a month of the statistics: %1 the month, %2 &quot;N games&quot;, %3 the games won, %4 the mean margin in points</extracomment>
        <translation>%1: %2, câștigate: %3, diferență medie %4</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n joc</numerusform>
            <numerusform>%n jocuri</numerusform>
            <numerusform>%n de jocuri</numerusform>
        </translation>
    </message>
    <message>
        <source>Against %1: %2, %3 won (%4 %), mean margin %5</source>
        <extracomment>%1 a computer level (&quot;Computer · easy&quot;), %2 &quot;N games&quot;, %3 the games won, %4 their percentage, %5 the mean margin in points</extracomment>
        <translation>Contra %1: %2, câștigate: %3 (%4&#xa0;%), diferență medie %5</translation>
    </message>
    <message>
        <source>%1. By month: %2.</source>
        <extracomment>the statistics against a level: %1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1. Pe luni: %2.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>a share of games won; %1 a percentage</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>StatsRating</name>
    <message>
        <source>Your rating: %1 ± %2</source>
        <extracomment>your rating now: %1 the estimate, %2 its margin (95 % of the time the true rating is within it)</extracomment>
        <translation>Ratingul tău: %1 ± %2</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>Ratingul tău</translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n game(s) against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.</source>
        <extracomment>the rating chart in words: %1 the heading, %2 the scale&apos;s sentence, %3 the computer level of an even game, %4 the ratings game by game</extracomment>
        <translation>
            <numerusform>%1, după %n joc împotriva nivelurilor calculatorului. %2 Un joc echilibrat pentru tine: %3. Joc după joc, de la cel mai vechi: %4.</numerusform>
            <numerusform>%1, după %n jocuri împotriva nivelurilor calculatorului. %2 Un joc echilibrat pentru tine: %3. Joc după joc, de la cel mai vechi: %4.</numerusform>
            <numerusform>%1, după %n de jocuri împotriva nivelurilor calculatorului. %2 Un joc echilibrat pentru tine: %3. Joc după joc, de la cel mai vechi: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n more game(s) against the computer levels, as the only person at the table, and your rating shows here.</source>
        <translation>
            <numerusform>Mai joacă %n joc împotriva nivelurilor calculatorului, ca singură persoană la masă, și ratingul tău apare aici.</numerusform>
            <numerusform>Mai joacă %n jocuri împotriva nivelurilor calculatorului, ca singură persoană la masă, și ratingul tău apare aici.</numerusform>
            <numerusform>Mai joacă %n de jocuri împotriva nivelurilor calculatorului, ca singură persoană la masă, și ratingul tău apare aici.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured by your results against the computer levels, on their scale: Easy is 0, Normal %1, Master %2.</source>
        <extracomment>what the rating is measured against: %1 Normal&apos;s rating, %2 Master&apos;s</extracomment>
        <translation>Măsurat după rezultatele tale împotriva nivelurilor calculatorului, pe scara lor: ușor este 0, normal %1, maestru %2.</translation>
    </message>
    <message>
        <source>Your true strength is within ±%1 of this figure 95 % of the time.</source>
        <extracomment>after the rating&apos;s scale: %1 the rating&apos;s margin (&quot;±325&quot;: the figure, not the sign alone)</extracomment>
        <translation>Puterea ta reală se află la ±%1 de această cifră în 95&#xa0;% din cazuri.</translation>
    </message>
</context>
<context>
    <name>StatsSources</name>
    <message>
        <source>%1 %L2 (%3 %, %4 a game)</source>
        <extracomment>a source of points: %1 its name (Roads, Storm…), %L2 the points, %3 their share in percent, %4 the mean per game</extracomment>
        <translation>%1 %L2 (%3 %, %4 pe joc)</translation>
    </message>
    <message numerus="yes">
        <source>Where your %n point(s) come from, %1</source>
        <extracomment>%n your points in all, %1 &quot;in N games&quot;</extracomment>
        <translation>
            <numerusform>De unde vine %n punct al tău, %1</numerusform>
            <numerusform>De unde vin cele %n puncte ale tale, %1</numerusform>
            <numerusform>De unde vin cele %n de puncte ale tale, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>în %n joc</numerusform>
            <numerusform>în %n jocuri</numerusform>
            <numerusform>în %n de jocuri</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>None from %1.</source>
        <extracomment>the sources of points that gave none: %1 their names</extracomment>
        <translation>Niciun punct din: %1.</translation>
    </message>
    <message>
        <source>%L1 · %2 % · %3 a game</source>
        <extracomment>a bar of the points&apos; sources: %L1 the points, %2 their share in percent, %3 the mean per game</extracomment>
        <translation>%L1 · %2 % · %3 pe joc</translation>
    </message>
    <message>
        <source>The Plague took %1, worth %2 then.</source>
        <extracomment>%1 &quot;N followers&quot;, %2 &quot;N points&quot;: what they were worth when given back</extracomment>
        <translation>Ciuma a luat %1 (valoare de atunci: %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n supus</numerusform>
            <numerusform>%n supuși</numerusform>
            <numerusform>%n de supuși</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punct</numerusform>
            <numerusform>%n puncte</numerusform>
            <numerusform>%n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plague never took a follower of yours.</source>
        <translation>Ciuma nu ți-a luat niciodată vreun supus.</translation>
    </message>
</context>
<context>
    <name>StormPage</name>
    <message>
        <source>Each player scores &lt;b&gt;1 point&lt;/b&gt; for every follower waiting in their supply. Followers on the landscape or on crown spaces do not count.</source>
        <translation>Fiecare jucător primește &lt;b&gt;1 punct&lt;/b&gt; pentru fiecare supus care așteaptă în rezerva sa. Supușii din peisaj sau de pe spațiile cu coroane nu se pun la socoteală.</translation>
    </message>
    <message>
        <source>The followers on the Storm crown spaces come home only after the event, so they do not count either.</source>
        <translation>Supușii de pe spațiile cu coroane ale Furtunii se întorc abia după eveniment, așa că nici ei nu se pun la socoteală.</translation>
    </message>
    <message>
        <source>The pig stops on Storm. Red has 4 followers in supply. Blue has 1, and another blue follower stands alone on a Storm crown space.</source>
        <translation>Porcul se oprește pe Furtună. Roșu are 4 supuși în rezervă. Albastru are 1, iar un alt supus albastru stă singur pe un spațiu cu coroane al Furtunii.</translation>
    </message>
    <message>
        <source>The storm: Red scores 4 points and Blue 1 point.</source>
        <translation>Furtuna: Roșu primește 4 puncte, iar Albastru 1 punct.</translation>
    </message>
    <message>
        <source>Then the crown spaces: Blue&apos;s follower scores 6 points and comes home. Blue has scored 7 points in all.</source>
        <translation>Apoi spațiile cu coroane: supusul lui Albastru primește 6 puncte și se întoarce. În total, Albastru a primit 7 puncte.</translation>
    </message>
</context>
<context>
    <name>TableExtras</name>
    <message>
        <source>This game is played without aids: the bag stays closed.</source>
        <translation>Această partidă se joacă fără ajutoare: sacul rămâne închis.</translation>
    </message>
    <message>
        <source>Sound on (%1 to mute)</source>
        <translation>Sunet pornit (%1 pentru a-l opri)</translation>
    </message>
    <message>
        <source>Sound off (%1 to turn it on)</source>
        <translation>Sunet oprit (%1 pentru a-l porni)</translation>
    </message>
</context>
<context>
    <name>TaxesPage</name>
    <message>
        <source>Taxes reward the knights, the followers standing in cities. A completed city has already sent its knights home, so only unfinished cities count.</source>
        <translation>Birurile îi răsplătesc pe cavaleri, supușii aflați în orașe. Un oraș finalizat și-a trimis deja cavalerii acasă, așa că se pun la socoteală doar orașele neterminate.</translation>
    </message>
    <message>
        <source>For &lt;b&gt;each&lt;/b&gt; of your knights you score 1 point per pennant in its city, plus 1 point per knight of yours in that same city.</source>
        <translation>Pentru &lt;b&gt;fiecare&lt;/b&gt; cavaler al tău primești câte 1 punct pentru fiecare blazon din orașul lui, plus câte 1 punct pentru fiecare cavaler al tău din același oraș.</translation>
    </message>
    <message>
        <source>An unfinished city with two pennants holds two blue knights and one red knight.</source>
        <translation>Într-un oraș neterminat cu două blazoane stau doi cavaleri albaștri și un cavaler roșu.</translation>
    </message>
    <message>
        <source>Each blue knight earns 2 for the pennants plus 2 for the blue knights, that is 4. Blue scores 2 × 4 = &lt;b&gt;8 points&lt;/b&gt;.</source>
        <translation>Fiecare cavaler albastru aduce 2 pentru blazoane plus 2 pentru cavalerii albaștri, adică 4. Albastru primește 2 × 4 = &lt;b&gt;8 puncte&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The red knight earns 2 for the pennants plus 1 for the only red knight. Red scores &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Cavalerul roșu aduce 2 pentru blazoane plus 1 pentru singurul cavaler roșu. Roșu primește &lt;b&gt;3 puncte&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The knights stay in their city and can score again at the next Taxes, or when the city is completed.</source>
        <translation>Cavalerii rămân în oraș și pot aduce din nou puncte la următoarele Biruri sau când orașul este finalizat.</translation>
    </message>
</context>
<context>
    <name>TileChoice</name>
    <message>
        <source>Your fortune tellers let you choose. Click a tile (or press its number).</source>
        <translation>Ghicitoarele tale îți permit să alegi. Fă clic pe un cartonaș (sau apasă numărul lui).</translation>
    </message>
    <message>
        <source>Choosing among the drawn tiles…</source>
        <translation>Se alege dintre cartonașele trase…</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <extracomment>%1: the tile&apos;s position among the drawn tiles, counted from 1</extracomment>
        <translation>Cartonașul %1</translation>
    </message>
    <message>
        <source>Tile %1: fits nowhere</source>
        <translation>Cartonașul %1: nu se potrivește nicăieri</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>fits nowhere</source>
        <translation>nu se potrivește</translation>
    </message>
</context>
<context>
    <name>TileInHand</name>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Rotește în sens antiorar (Shift+R)</translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation>Nu mai sunt cartonașe</translation>
    </message>
    <message>
        <source>No tile in hand yet</source>
        <translation>Încă niciun cartonaș în mână</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Rotește în sens orar (R)</translation>
    </message>
    <message>
        <source>Click a lit spot to lay the tile. R or a right click turns it.</source>
        <translation>Fă clic pe un loc luminat pentru a așeza cartonașul. R sau clic dreapta îl rotește.</translation>
    </message>
    <message>
        <source>It fits nowhere this way round: turn it (R).</source>
        <translation>Așa orientat nu se potrivește nicăieri: rotește-l (R).</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Ia înapoi</translation>
    </message>
    <message>
        <source>No follower</source>
        <translation>Fără supus</translation>
    </message>
    <message>
        <source>End the turn without deploying (S)</source>
        <translation>Încheie tura fără a plasa un supus (S)</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile (it lights up) and click to deploy a follower there, or click a crown space of the wheel.</source>
        <translation>Arată spre un drum, un oraș, un câmp sau o mănăstire a noului cartonaș (zona se luminează) și fă clic pentru a plasa acolo un supus sau fă clic pe un spațiu cu coroane al roții.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Încheie tura</translation>
    </message>
    <message>
        <source>Tile in hand, turned %1 degrees. %2</source>
        <extracomment>%1: the angle; %2: the tile&apos;s four sides and what else it shows (north: city, east: road...)</extracomment>
        <translation>Cartonașul din mână, rotație de %1°. %2</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s card first, then press Next.</source>
        <translation>Citește mai întâi textul lecției, apoi apasă „Înainte”.</translation>
    </message>
    <message>
        <source>Your choice waits: end the turn (%1), choose again, or take it back (%2).</source>
        <translation>Alegerea ta așteaptă: încheie tura (%1), alege altceva sau ia-o înapoi (%2).</translation>
    </message>
    <message>
        <source>Take the follower back (%1)</source>
        <translation>Ia înapoi supusul (%1)</translation>
    </message>
    <message>
        <source>Choose again among the drawn tiles (%1)</source>
        <translation>Alege din nou dintre cartonașele trase (%1)</translation>
    </message>
    <message>
        <source>Pick the tile up again (%1)</source>
        <translation>Ia înapoi cartonașul (%1)</translation>
    </message>
    <message>
        <source>End the turn as it stands (%1)</source>
        <translation>Încheie tura așa cum este (%1)</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the places, %2 confirms, %3: no follower.</source>
        <extracomment>%1, %2, %3: the keys Space, Enter and S</extracomment>
        <translation>Din tastatură: %1 trece prin locuri, %2 confirmă, %3: niciun supus.</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit spots, %2 lays the tile there.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>Din tastatură: %1 trece prin locurile luminate, %2 așază acolo cartonașul.</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Fortuna</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Joc nou…</translation>
    </message>
    <message>
        <source>Resume the autosaved game</source>
        <translation>Reia jocul salvat automat</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Deschide…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Jocuri recente</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salvează ca…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Afișare</translation>
    </message>
    <message>
        <source>Centre the board</source>
        <translation>Centrează tabla</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Jurnalul jocului</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Punctaj final</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animații</translation>
    </message>
    <message>
        <source>Computer players: quick</source>
        <translation>Viteza calculatorului: rapidă</translation>
    </message>
    <message>
        <source>Computer players: steady</source>
        <translation>Viteza calculatorului: moderată</translation>
    </message>
    <message>
        <source>Computer players: slow</source>
        <translation>Viteza calculatorului: lentă</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Limbă</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Roata</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatură</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Rules help (%1)</source>
        <translation>Ajutor pentru reguli (%1)</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Ieși din reluare</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Revezi acest joc</translation>
    </message>
    <message>
        <source>Tiles in the bag</source>
        <translation>Cartonașe în sac</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Efecte sonore</translation>
    </message>
    <message>
        <source>Volume: soft</source>
        <translation>Volum: încet</translation>
    </message>
    <message>
        <source>Volume: medium</source>
        <translation>Volum: mediu</translation>
    </message>
    <message>
        <source>Volume: loud</source>
        <translation>Volum: tare</translation>
    </message>
    <message>
        <source>Follow the computers&apos; tiles</source>
        <translation>Urmărește cartonașele calculatoarelor</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Sugestie</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Sugerează o mutare (H)</translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation>Revino la jocul în rețea</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Alătură-te unui joc…</translation>
    </message>
    <message>
        <source>Network table…</source>
        <translation>Masa în rețea…</translation>
    </message>
    <message>
        <source>About Fortuna</source>
        <translation>Despre Fortuna</translation>
    </message>
    <message>
        <source>Confirm the end of my turns</source>
        <translation>Confirmă sfârșitul turelor mele</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Mesele mele…</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Jocurile tale…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistici…</translation>
    </message>
    <message>
        <source>No game file saved or opened yet</source>
        <translation>Niciun fișier de joc salvat sau deschis încă</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Probleme…</translation>
    </message>
</context>
<context>
    <name>TurnPage</name>
    <message>
        <source>Your turn has four steps, always in this order.</source>
        <translation>Tura ta are patru pași, mereu în această ordine.</translation>
    </message>
    <message>
        <source>1. Draw a tile</source>
        <translation>1. Trage un cartonaș</translation>
    </message>
    <message>
        <source>Take one land tile from the bag, plus one more for each of your fortune tellers on the board, and keep one of them. The Fortune Teller page explains how.</source>
        <translation>Trage din sac un cartonaș de teren, plus încă unul pentru fiecare ghicitoare a ta aflată în joc, și păstrează unul dintre ele. Pagina Ghicitoarei explică cum.</translation>
    </message>
    <message>
        <source>Take one land tile from the bag.</source>
        <translation>Trage din sac un cartonaș de teren.</translation>
    </message>
    <message>
        <source>If the tile shows a wheel icon, the wheel turns first: the pig walks, the event of the sector where it stops takes place, and the crown spaces of that sector are scored. Then you go on with the tile.</source>
        <translation>Dacă pe cartonaș este pictograma roții, mai întâi se învârte roata: porcul înaintează, are loc evenimentul sectorului unde se oprește și se punctează spațiile cu coroane ale acelui sector. Apoi așezi cartonașul ca de obicei.</translation>
    </message>
    <message>
        <source>2. Place the tile</source>
        <translation>2. Așază cartonașul</translation>
    </message>
    <message>
        <source>Lay the tile so that it touches the landscape and every edge matches its neighbour: city against city, road against road, field against field. You may turn it as you like.</source>
        <translation>Așază cartonașul astfel încât să atingă peisajul și fiecare latură să se potrivească cu vecina ei: oraș lângă oraș, drum lângă drum, câmp lângă câmp. Îl poți roti cum vrei.</translation>
    </message>
    <message>
        <source>A tile that fits nowhere is shown to everyone and put out of the game, and you draw again. If the new tile has a wheel icon, the wheel turns again.</source>
        <translation>Un cartonaș care nu se potrivește nicăieri este arătat tuturor și scos din joc, iar tu tragi altul. Dacă noul cartonaș are pictograma roții, roata se învârte din nou.</translation>
    </message>
    <message>
        <source>3. Deploy a follower</source>
        <translation>3. Plasează un supus</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, in a cloister as a monk, or on a tent as a fortune teller.</source>
        <translation>Poți plasa un supus din rezervă pe cartonașul tocmai așezat: pe un drum, într-un oraș ca cavaler, pe un câmp ca țăran, într-o mănăstire ca călugăr sau într-un cort ca ghicitoare.</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, or in a cloister as a monk.</source>
        <translation>Poți plasa un supus din rezervă pe cartonașul tocmai așezat: pe un drum, într-un oraș ca cavaler, pe un câmp ca țăran sau într-o mănăstire ca călugăr.</translation>
    </message>
    <message>
        <source>The road, city or field must be free: no follower may stand on any part of it, even on other tiles.</source>
        <translation>Drumul, orașul sau câmpul trebuie să fie liber: niciun supus nu poate sta pe vreo parte a lui, nici măcar pe alte cartonașe.</translation>
    </message>
    <message>
        <source>Instead, you may put the follower on any free crown space of the wheel. One follower per turn at most, and you may also deploy none.</source>
        <translation>În schimb, poți pune supusul pe orice spațiu cu coroane liber al roții. Cel mult un supus pe tură; poți și să nu plasezi niciunul.</translation>
    </message>
    <message>
        <source>4. Score</source>
        <translation>4. Punctează</translation>
    </message>
    <message>
        <source>Every road, city or cloister that your tile completes is scored at once, and its followers go back to their owners.</source>
        <translation>Fiecare drum, oraș sau mănăstire finalizat de cartonașul tău se punctează imediat, iar supușii de acolo se întorc la proprietari.</translation>
    </message>
    <message>
        <source>Then each tent that your tile has closed in on all four sides is scored.</source>
        <translation>Apoi se punctează fiecare cort pe care cartonașul tău l-a înconjurat pe toate cele patru laturi.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Sfârșitul jocului</translation>
    </message>
    <message>
        <source>The game ends after the turn in which the last tile is laid or put aside. The final scoring then counts what is still unfinished, and the player with the most points wins. Equal points share the victory.</source>
        <translation>Jocul se încheie după tura în care ultimul cartonaș este așezat sau pus deoparte. Evaluarea finală punctează apoi tot ce a rămas neterminat, iar jucătorul cu cele mai multe puncte câștigă. La egalitate, victoria se împarte.</translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the card of the lesson: &quot;Learn to play · step 3 of 16&quot;</extracomment>
        <translation>Învață să joci · pasul %1 din %2</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Părăsește lecția</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>Joacă împotriva nivelului ușor</translation>
    </message>
</context>
<context>
    <name>TutorialLayer</name>
    <message>
        <source>Start the lesson?</source>
        <translation>Începi lecția?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The lesson takes its place.</source>
        <translation>Jocul în curs nu a fost salvat. Lecția îi va lua locul.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Începe lecția</translation>
    </message>
</context>
<context>
    <name>TutorialResumeDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Învață să joci</translation>
    </message>
    <message>
        <source>The lesson is under way, at step %1 of %2. Go on with it, or start it again from the beginning?</source>
        <translation>Lecția e în desfășurare, la pasul %1 din %2. O continui sau o iei de la început?</translation>
    </message>
    <message>
        <source>You left the lesson before its end. Continue where you left off, or start it again from the beginning?</source>
        <translation>Ai părăsit lecția înainte de final. Continui de unde ai rămas sau o iei de la început?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Ia-o de la început</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuă</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Welcome! In a few turns against Bruno you will try what the Wheel of Fortune adds to Carcassonne.</source>
        <translation>Bun venit! În câteva ture împotriva lui Bruno vei încerca ce adaugă Roata Destinului la Carcassonne.</translation>
    </message>
    <message>
        <source>The big board in the middle is the wheel: it is also the first tile of the landscape, and the pink pig stands on its Fortune sector. Press Next to begin.</source>
        <translation>Cartonașul mare din mijloc este roata: este și primul cartonaș al peisajului, iar porcul roz stă pe sectorul ei Fortuna. Apasă „Înainte” ca să începi.</translation>
    </message>
    <message>
        <source>Your tile is a piece of city with a pennant. Lay it on the lit spot, against the wheel&apos;s city.</source>
        <translation>Cartonașul tău e o bucată de oraș cu blazon. Așază-l pe locul luminat, lângă orașul roții.</translation>
    </message>
    <message>
        <source>Every edge must match its neighbour: city against city, road against road, field against field.</source>
        <translation>Fiecare margine trebuie să se potrivească cu vecina ei: oraș lângă oraș, drum lângă drum, câmp lângă câmp.</translation>
    </message>
    <message>
        <source>Now claim the city: click the lit ring to put a follower there. A follower in a city is a knight.</source>
        <translation>Acum ocupă orașul: fă clic pe cercul luminat ca să plasezi acolo un supus. Un supus într-un oraș este un cavaler.</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn: he lays a road north of the wheel and puts a follower on it.</source>
        <translation>E rândul lui Bruno: așază un drum la nord de roată și plasează pe el un supus.</translation>
    </message>
    <message>
        <source>Your new tile goes on with your city and starts a road. Lay it on the lit spot.</source>
        <translation>Noul tău cartonaș continuă orașul tău și începe un drum. Așază-l pe locul luminat.</translation>
    </message>
    <message>
        <source>Try to put another follower in your city: click the lit ring.</source>
        <translation>Încearcă să plasezi încă un supus în orașul tău: fă clic pe cercul luminat.</translation>
    </message>
    <message>
        <source>Refused: your knight already holds this city. Put the follower on the road instead: click the lit ring.</source>
        <translation>Refuzat: cavalerul tău ocupă deja acest oraș. Plasează supusul pe drum: fă clic pe cercul luminat.</translation>
    </message>
    <message>
        <source>Bruno drew a tile with a wheel icon 1: before he lays it, the pig walks one sector clockwise, to Taxes, and the event of Taxes takes place.</source>
        <translation>Bruno a tras un cartonaș cu pictograma Roții Destinului 1: înainte să-l așeze, porcul avansează un sector în sensul acelor de ceasornic, la Biruri, și are loc evenimentul Birurilor.</translation>
    </message>
    <message>
        <source>Taxes pay each knight 1 point per pennant in its city plus 1 per knight of its owner there: your knight earns 2 points. Press Next.</source>
        <translation>Birurile aduc fiecărui cavaler 1 punct pentru fiecare blazon din orașul lui, plus 1 pentru fiecare cavaler al proprietarului său de acolo: cavalerul tău primește 2 puncte. Apasă „Înainte”.</translation>
    </message>
    <message>
        <source>Bruno lays his tile.</source>
        <translation>Bruno își așază cartonașul.</translation>
    </message>
    <message>
        <source>A field with a cloister this time. Lay it on the lit spot, south of the wheel.</source>
        <translation>De data aceasta, un câmp cu o mănăstire. Așază cartonașul pe locul luminat, la sud de roată.</translation>
    </message>
    <message>
        <source>Put one on the lit crown of Famine, the sector after the pig&apos;s.</source>
        <translation>Plasează unul pe coroana luminată a Foametei, sectorul de după cel al porcului.</translation>
    </message>
    <message>
        <source>Bruno&apos;s tile had a wheel icon 1 again: the pig walked on to Famine. Your follower on its crown scored 3 points and came back to you.</source>
        <translation>Cartonașul lui Bruno avea din nou pictograma Roții Destinului 1: porcul a mers mai departe, la Foamete. Supusul tău de pe coroana Foametei a primit 3 puncte și s-a întors la tine.</translation>
    </message>
    <message>
        <source>Famine pays the farmers too, the followers in fields: nobody has one yet. Press Next.</source>
        <translation>Foametea îi răsplătește și pe țărani, supușii de pe câmpuri: încă nu are nimeni niciunul. Apasă „Înainte”.</translation>
    </message>
    <message>
        <source>Your tile shows a wheel icon 3: the pig walked past Storm and Inquisition and stopped on Plague.</source>
        <translation>Cartonașul tău are pictograma Roții Destinului 3: porcul a trecut de Furtună și Inchiziție și s-a oprit la Ciumă.</translation>
    </message>
    <message>
        <source>Click one of your followers.</source>
        <translation>Fă clic pe unul dintre supușii tăi.</translation>
    </message>
    <message>
        <source>Bruno gives back his follower.</source>
        <translation>Bruno își retrage supusul.</translation>
    </message>
    <message>
        <source>Now a normal game begins, against Bruno at the Easy level.</source>
        <translation>Acum începe o partidă obișnuită, împotriva lui Bruno la nivelul ușor.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Învață să joci</translation>
    </message>
    <message>
        <source>Lay a tile</source>
        <translation>Așază un cartonaș</translation>
    </message>
    <message>
        <source>Claim the city</source>
        <translation>Ocupă orașul</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn</source>
        <translation>Rândul lui Bruno</translation>
    </message>
    <message>
        <source>A city and a road</source>
        <translation>Un oraș și un drum</translation>
    </message>
    <message>
        <source>A claim refused</source>
        <translation>O plasare refuzată</translation>
    </message>
    <message>
        <source>Claim the road</source>
        <translation>Ocupă drumul</translation>
    </message>
    <message>
        <source>The pig walks to Taxes</source>
        <translation>Porcul merge la Biruri</translation>
    </message>
    <message>
        <source>A crown of the wheel</source>
        <translation>O coroană a roții</translation>
    </message>
    <message>
        <source>The crown pays</source>
        <translation>Coroana aduce puncte</translation>
    </message>
    <message>
        <source>The Plague</source>
        <translation>Ciuma</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lecție încheiată</translation>
    </message>
    <message>
        <source>Well done! You have laid tiles, claimed a city, a road and a crown, seen a claim refused, and watched Taxes, a crown and the Plague at work. The rules help (%1) tells the rest.</source>
        <translation>Bravo! Ai așezat cartonașe, ai ocupat un oraș, un drum și o coroană, ai văzut o plasare refuzată și ai urmărit Birurile, o coroană și Ciuma la lucru. Restul îl găsești în ajutorul regulilor (%1).</translation>
    </message>
    <message>
        <source>Press Next to watch Bruno play.</source>
        <translation>Apasă „Înainte” ca să-l vezi pe Bruno jucând.</translation>
    </message>
    <message>
        <source>Bruno is playing…</source>
        <translation>Bruno joacă…</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit places, %2 confirms.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>Din tastatură: %1 trece prin locurile luminate, %2 confirmă.</translation>
    </message>
</context>
<context>
    <name>WheelBanner</name>
    <message>
        <source>%1 drew a wheel tile!</source>
        <translation>%1 a tras un cartonaș cu roată!</translation>
    </message>
    <message numerus="yes">
        <source>The pig walks %n sector(s) clockwise…</source>
        <translation>
            <numerusform>Porcul înaintează %n sector în sensul acelor de ceasornic…</numerusform>
            <numerusform>Porcul înaintează %n sectoare în sensul acelor de ceasornic…</numerusform>
            <numerusform>Porcul înaintează %n de sectoare în sensul acelor de ceasornic…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s).</source>
        <translation>
            <numerusform>%1 a tras un cartonaș cu roată: porcul a înaintat %n sector.</numerusform>
            <numerusform>%1 a tras un cartonaș cu roată: porcul a înaintat %n sectoare.</numerusform>
            <numerusform>%1 a tras un cartonaș cu roată: porcul a înaintat %n de sectoare.</numerusform>
        </translation>
    </message>
    <message>
        <source>crown</source>
        <translation>coroană</translation>
    </message>
    <message>
        <source>Nobody scores this time.</source>
        <translation>De data aceasta nimeni nu primește puncte.</translation>
    </message>
    <message>
        <source>%1 sent a follower home.</source>
        <translation>%1 a trimis un supus acasă.</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>tras</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>%1, choose one of your followers on the land: click one ringed in red.</source>
        <translation>%1, alege unul dintre supușii tăi din peisaj: fă clic pe unul încercuit cu roșu.</translation>
    </message>
    <message>
        <source>%1 chooses a follower to send home…</source>
        <translation>%1 alege un supus pe care îl trimite acasă…</translation>
    </message>
</context>
<context>
    <name>WheelBoard</name>
    <message>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Biruri</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Furtună</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inchiziție</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Ciumă</translation>
    </message>
    <message>
        <source>Crown space %1 of %2</source>
        <extracomment>%1: this crown space&apos;s number; %2: how many crown spaces its sector has (1 or 2)</extracomment>
        <translation>Spațiul cu coroane %1 din %2</translation>
    </message>
    <message>
        <source>The wheel of fortune, six sectors clockwise from the top: Fortune, Taxes, Famine, Storm, Inquisition, Plague. The pig stands on %1.</source>
        <extracomment>the wheel for a screen reader; %1 is the sector the pig stands on</extracomment>
        <translation>Roata Destinului, șase sectoare în sensul acelor de ceasornic, de sus: Fortuna, Biruri, Foamete, Furtună, Inchiziție, Ciumă. Porcul stă pe sectorul „%1”.</translation>
    </message>
    <message>
        <source>The pig, on %1</source>
        <extracomment>the pig on the wheel, for a screen reader; %1 is a sector</extracomment>
        <translation>Porcul, pe sectorul „%1”</translation>
    </message>
    <message>
        <source>%1, taken</source>
        <extracomment>a crown space for a screen reader: its sector and whether a follower is on it</extracomment>
        <translation>%1, ocupat</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, liber</translation>
    </message>
</context>
<context>
    <name>WheelInset</name>
    <message>
        <source>The wheel: the pig walks to %1</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Roata: porcul merge la %1</translation>
    </message>
    <message>
        <source>Show the wheel on the board</source>
        <translation>Arată roata pe tablă</translation>
    </message>
</context>
<context>
    <name>WheelLegend</name>
    <message>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>The player scores 3.</source>
        <translation>Jucătorul la rând: 3 puncte.</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Biruri</translation>
    </message>
    <message>
        <source>Knights earn from their cities.</source>
        <translation>Cavalerii aduc puncte din orașele lor.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <source>Farmers earn per completed city.</source>
        <translation>Țăranii aduc puncte pentru orașele finalizate.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Furtună</translation>
    </message>
    <message>
        <source>1 point per follower in supply.</source>
        <translation>1 punct pe supus din rezervă.</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inchiziție</translation>
    </message>
    <message>
        <source>2 points per monk.</source>
        <translation>2 puncte pe călugăr.</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Ciumă</translation>
    </message>
    <message>
        <source>Everyone loses a follower.</source>
        <translation>Fiecare pierde un supus.</translation>
    </message>
</context>
<context>
    <name>WheelPage</name>
    <message>
        <source>Nineteen land tiles show a small gold wheel with the number 1, 2 or 3: eleven show a 1, five a 2 and three a 3.</source>
        <translation>Nouăsprezece cartonașe de teren au o mică roată aurie cu numărul 1, 2 sau 3: unsprezece au 1, cinci au 2 și trei au 3.</translation>
    </message>
    <message>
        <source>When you draw such a tile, set it aside for a moment and move the pig clockwise around the wheel, one sector per step, as many sectors as the number says.</source>
        <translation>Când tragi un astfel de cartonaș, pune-l puțin deoparte și mută porcul în sensul acelor de ceasornic, câte un sector pe pas, cu atâtea sectoare cât arată numărul.</translation>
    </message>
    <message>
        <source>The six sectors</source>
        <translation>Cele șase sectoare</translation>
    </message>
    <message>
        <source>Clockwise from the top, the sectors are Fortune, Taxes, Famine, Storm, Inquisition and Plague. After Plague the pig comes back to Fortune.</source>
        <translation>În sensul acelor de ceasornic, începând de sus, sectoarele sunt Fortuna, Biruri, Foamete, Furtună, Inchiziție și Ciumă. După Ciumă, porcul revine la Fortuna.</translation>
    </message>
    <message>
        <source>Only the sector where the pig stops takes effect; the sectors it walks through do nothing. Fortune rewards only the player whose turn it is, the other five events concern every player.</source>
        <translation>Acționează doar sectorul unde se oprește porcul; sectoarele prin care trece nu fac nimic. Fortuna îl răsplătește doar pe jucătorul aflat la rând, celelalte cinci evenimente îi privesc pe toți jucătorii.</translation>
    </message>
    <message>
        <source>What happens, in order</source>
        <translation>Ce se întâmplă, în ordine</translation>
    </message>
    <message>
        <source>The pig walks.</source>
        <translation>Porcul înaintează.</translation>
    </message>
    <message>
        <source>The event of the sector where it stops takes place.</source>
        <translation>Are loc evenimentul sectorului unde se oprește.</translation>
    </message>
    <message>
        <source>The crown spaces of that sector are scored, and their followers go home.</source>
        <translation>Se punctează spațiile cu coroane ale acelui sector, iar supușii lor se întorc acasă.</translation>
    </message>
    <message>
        <source>You place the tile and carry on with your turn.</source>
        <translation>Așezi cartonașul și îți continui tura.</translation>
    </message>
    <message>
        <source>The event happens as soon as the tile is drawn. If the tile then fits nowhere, the event still stands.</source>
        <translation>Evenimentul are loc imediat ce cartonașul este tras. Dacă apoi cartonașul nu se potrivește nicăieri, evenimentul rămâne valabil.</translation>
    </message>
    <message>
        <source>With fortune tellers you may draw several tiles: only the icon of the tile you keep counts, and the tiles you put back do not move the pig.</source>
        <translation>Dacă ai ghicitoare în joc, poți trage mai multe cartonașe: contează doar pictograma cartonașului păstrat, iar cartonașele puse înapoi nu mișcă porcul.</translation>
    </message>
    <message>
        <source>The pig stands on Famine and you draw a tile with a 3. The pig walks to Storm, then Inquisition, and stops on Plague. The plague strikes, the followers on the Plague crown spaces score, and then you lay your tile.</source>
        <translation>Porcul stă pe Foamete și tragi un cartonaș cu 3. Porcul trece pe Furtună, apoi pe Inchiziție și se oprește pe Ciumă. Lovește ciuma, supușii de pe spațiile cu coroane ale Ciumei primesc puncte, apoi îți așezi cartonașul.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Biruri</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Foamete</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Furtună</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inchiziție</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Ciumă</translation>
    </message>
    <message>
        <source>The player whose turn it is scores 3 points.</source>
        <translation>Jucătorul aflat la rând primește 3 puncte.</translation>
    </message>
    <message>
        <source>Every knight earns its owner 1 point per pennant in its city plus 1 per knight of that owner there.</source>
        <translation>Fiecare cavaler îi aduce proprietarului său 1 punct pentru fiecare blazon din oraș, plus 1 pentru fiecare cavaler al acestuia de acolo.</translation>
    </message>
    <message>
        <source>On each farm, the players with most farmers score 1 point per farmer for every completed city next to it.</source>
        <translation>Pe fiecare fermă, jucătorii cu cei mai mulți țărani primesc 1 punct pe țăran pentru fiecare oraș finalizat învecinat.</translation>
    </message>
    <message>
        <source>Every farmer scores 1 point for each completed city next to its farm.</source>
        <translation>Fiecare țăran aduce 1 punct pentru fiecare oraș finalizat învecinat cu ferma lui.</translation>
    </message>
    <message>
        <source>Every player scores 1 point per follower in their supply.</source>
        <translation>Fiecare jucător primește 1 punct pentru fiecare supus din rezerva sa.</translation>
    </message>
    <message>
        <source>Every monk earns its owner 2 points.</source>
        <translation>Fiecare călugăr îi aduce proprietarului său 2 puncte.</translation>
    </message>
    <message>
        <source>Every player must send one follower from the land back to their supply.</source>
        <translation>Fiecare jucător trebuie să-și retragă în rezervă un supus din peisaj.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Roșu</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Galben</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Drum</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Oraș</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Câmp</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Mănăstire</translation>
    </message>
    <message>
        <source>Fortune teller&apos;s tent</source>
        <translation>Cortul ghicitoarei</translation>
    </message>
    <message>
        <source>Thief on the road</source>
        <translation>Hoț pe drum</translation>
    </message>
    <message>
        <source>Knight in the city</source>
        <translation>Cavaler în oraș</translation>
    </message>
    <message>
        <source>Farmer in the field</source>
        <translation>Țăran pe câmp</translation>
    </message>
    <message>
        <source>Monk in the cloister</source>
        <translation>Călugăr în mănăstire</translation>
    </message>
    <message>
        <source>Fortune teller in the tent</source>
        <translation>Ghicitoare în cort</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Drumuri</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Orașe</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Mănăstiri</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Ferme</translation>
    </message>
    <message>
        <source>Crowns</source>
        <translation>Coroane</translation>
    </message>
    <message>
        <source>Tents</source>
        <translation>Corturi</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Jucător uman</translation>
    </message>
    <message>
        <source>Computer · random</source>
        <translation>Calculator · aleatoriu</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation>Calculator · ușor</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation>Calculator · normal</translation>
    </message>
    <message>
        <source>Computer · strong</source>
        <translation>Calculator · puternic</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <extracomment>%1: the computer level (Novice ... Easy, Normal, Strong ... Master)</extracomment>
        <translation>Calculator · %1</translation>
    </message>
    <message>
        <source>Base game + wheel tiles (91)</source>
        <translation>Jocul de bază + cartonașele cu roată (91)</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (72 tiles)</source>
        <translation>Roata Destinului (72 de cartonașe)</translation>
    </message>
    <message>
        <source>%1 drew a tile that fits nowhere; it is put aside.</source>
        <translation>%1 a tras un cartonaș care nu se potrivește nicăieri; este pus deoparte.</translation>
    </message>
    <message>
        <source>%1 loses a thief on a road to the plague.</source>
        <translation>%1 pierde un hoț de pe un drum din cauza ciumei.</translation>
    </message>
    <message>
        <source>%1 loses a knight in a city to the plague.</source>
        <translation>%1 pierde un cavaler dintr-un oraș din cauza ciumei.</translation>
    </message>
    <message>
        <source>%1 loses a farmer to the plague.</source>
        <translation>%1 pierde un țăran din cauza ciumei.</translation>
    </message>
    <message>
        <source>%1 loses a monk to the plague.</source>
        <translation>%1 pierde un călugăr din cauza ciumei.</translation>
    </message>
    <message>
        <source>%1 loses a fortune teller to the plague.</source>
        <translation>%1 pierde o ghicitoare din cauza ciumei.</translation>
    </message>
    <message>
        <source>%1 loses a follower to the plague.</source>
        <translation>%1 pierde un supus din cauza ciumei.</translation>
    </message>
    <message numerus="yes">
        <source>A road of %n tile(s) is complete.</source>
        <translation>
            <numerusform>S-a finalizat un drum de %n cartonaș.</numerusform>
            <numerusform>S-a finalizat un drum de %n cartonașe.</numerusform>
            <numerusform>S-a finalizat un drum de %n de cartonașe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A city of %n tile(s) is complete.</source>
        <translation>
            <numerusform>S-a finalizat un oraș de %n cartonaș.</numerusform>
            <numerusform>S-a finalizat un oraș de %n cartonașe.</numerusform>
            <numerusform>S-a finalizat un oraș de %n de cartonașe.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cloister is complete.</source>
        <translation>S-a finalizat o mănăstire.</translation>
    </message>
    <message>
        <source>A feature is complete.</source>
        <translation>S-a finalizat o zonă.</translation>
    </message>
    <message>
        <source>A fortune teller&apos;s tent is surrounded.</source>
        <translation>Cortul unei ghicitoare a fost înconjurat.</translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished road of %n tile(s).</source>
        <translation>
            <numerusform>Evaluarea finală: un drum neterminat de %n cartonaș.</numerusform>
            <numerusform>Evaluarea finală: un drum neterminat de %n cartonașe.</numerusform>
            <numerusform>Evaluarea finală: un drum neterminat de %n de cartonașe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished city of %n tile(s).</source>
        <translation>
            <numerusform>Evaluarea finală: un oraș neterminat de %n cartonaș.</numerusform>
            <numerusform>Evaluarea finală: un oraș neterminat de %n cartonașe.</numerusform>
            <numerusform>Evaluarea finală: un oraș neterminat de %n de cartonașe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scoring: an unfinished cloister.</source>
        <translation>Evaluarea finală: o mănăstire neterminată.</translation>
    </message>
    <message>
        <source>Final scoring: a farm.</source>
        <translation>Evaluarea finală: o fermă.</translation>
    </message>
    <message>
        <source>Final scoring.</source>
        <translation>Evaluarea finală.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Jocul s-a încheiat.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s) to %2.</source>
        <translation>
            <numerusform>%1 a tras un cartonaș cu roată: porcul a înaintat %n sector până la %2.</numerusform>
            <numerusform>%1 a tras un cartonaș cu roată: porcul a înaintat %n sectoare până la %2.</numerusform>
            <numerusform>%1 a tras un cartonaș cu roată: porcul a înaintat %n de sectoare până la %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The crown spaces of %1 score; their followers go back to their owners.</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Se punctează spațiile cu coroane de pe %1; supușii lor se întorc în rezerva proprietarilor.</translation>
    </message>
    <message>
        <source>%1 kept one tile of the Fortune Teller&apos;s draw.</source>
        <translation>%1 a păstrat unul dintre cartonașele trase datorită ghicitoarei.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a follower on a crown space of %2.</source>
        <extracomment>%1: a player&apos;s name; %2: a sector&apos;s name</extracomment>
        <translation>%1 a așezat un cartonaș și a pus un supus pe un spațiu cu coroane de pe %2.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a thief on the road.</source>
        <extracomment>%1: a player&apos;s name. One sentence for two acts: the tile is laid, the follower is put on the road</extracomment>
        <translation>%1 a așezat un cartonaș și a pus un hoț pe drum.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a knight in the city.</source>
        <translation>%1 a așezat un cartonaș și a pus un cavaler în oraș.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a farmer in the field.</source>
        <translation>%1 a așezat un cartonaș și a pus un țăran pe câmp.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a monk in the cloister.</source>
        <translation>%1 a așezat un cartonaș și a pus un călugăr în mănăstire.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a fortune teller in the tent.</source>
        <translation>%1 a așezat un cartonaș și a pus o ghicitoare în cort.</translation>
    </message>
    <message>
        <source>%1 laid a tile.</source>
        <translation>%1 a așezat un cartonaș.</translation>
    </message>
    <message>
        <source>Plays any legal move at random; answers at once.</source>
        <translation>Joacă la întâmplare o mutare permisă; răspunde imediat.</translation>
    </message>
    <message>
        <source>Takes the points in sight, with some slips; answers at once.</source>
        <translation>Ia punctele la îndemână, cu mici greșeli; răspunde imediat.</translation>
    </message>
    <message>
        <source>Weighs each move by what it may still score; thinks a few milliseconds.</source>
        <translation>Cântărește fiecare mutare după ce mai poate aduce; se gândește câteva milisecunde.</translation>
    </message>
    <message>
        <source>Plays out likely futures of its best moves; thinks for up to a second per move.</source>
        <translation>Joacă urmările probabile ale celor mai bune mutări; se gândește până la o secundă la fiecare mutare.</translation>
    </message>
    <message>
        <source>Take drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Alege cartonașul tras nr. %1.</translation>
    </message>
    <message>
        <source>Remote player (network)</source>
        <translation>Jucător la distanță (rețea)</translation>
    </message>
    <message>
        <source>A friend on another computer takes this seat: Host this game shows how.</source>
        <translation>Un prieten de pe alt calculator ia acest loc: „Găzduiește acest joc” arată cum.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <extracomment>points won, after a sentence of the event log: &quot;Ana: 8 points&quot; (the log shows &quot;Ana +8&quot;)</extracomment>
        <translation>
            <numerusform>%1: %n punct.</numerusform>
            <numerusform>%1: %n puncte.</numerusform>
            <numerusform>%1: %n de puncte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: give back the follower in the frame tagged “Hint”. %1 does it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>Sugestie: retrage supusul din chenarul marcat „Sugestie”. %1 face asta.</translation>
    </message>
    <message>
        <source>Hint: lay the tile in the frame tagged “Hint”.</source>
        <translation>Sugestie: așază cartonașul în chenarul marcat „Sugestie”.</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Supus: un spațiu cu coroană al sectorului %1.</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Supus: %1.</translation>
    </message>
    <message>
        <source>Keep your followers this turn.</source>
        <translation>Păstrează-ți supușii în tura aceasta.</translation>
    </message>
    <message numerus="yes">
        <source>This move should gain you about %n point(s) over the others.</source>
        <translation>
            <numerusform>Mutarea aceasta ar trebui să-ți aducă cam %n punct în plus față de ceilalți.</numerusform>
            <numerusform>Mutarea aceasta ar trebui să-ți aducă cam %n puncte în plus față de ceilalți.</numerusform>
            <numerusform>Mutarea aceasta ar trebui să-ți aducă cam %n de puncte în plus față de ceilalți.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move gains points here: this one should lose the fewest, about %n.</source>
        <translation>
            <numerusform>Nicio mutare nu aduce puncte aici: aceasta ar trebui să piardă cel mai puțin, cam %n.</numerusform>
            <numerusform>Nicio mutare nu aduce puncte aici: aceasta ar trebui să piardă cel mai puțin, cam %n.</numerusform>
            <numerusform>Nicio mutare nu aduce puncte aici: aceasta ar trebui să piardă cel mai puțin, cam %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>This move should keep your standing against the others.</source>
        <translation>Mutarea aceasta ar trebui să-ți păstreze poziția față de ceilalți.</translation>
    </message>
    <message>
        <source>%1 plays it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 o joacă.</translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: grabs the points in sight and often misjudges them; answers at once.</source>
        <translation>Adversar pentru prima partidă: ia punctele pe care le vede și adesea le judecă greșit; răspunde imediat.</translation>
    </message>
    <message>
        <source>Grabs the points in sight, with many slips; answers at once.</source>
        <translation>Ia punctele pe care le vede, cu multe greșeli; răspunde imediat.</translation>
    </message>
    <message>
        <source>Weighs each move with the judgement of many two-player games; thinks a few milliseconds.</source>
        <translation>Cântărește fiecare mutare cu judecata multor partide în doi; se gândește câteva milisecunde.</translation>
    </message>
    <message>
        <source>Plays out a few dozen futures of its best moves; thinks a fraction of a second.</source>
        <translation>Joacă câteva zeci de urmări ale celor mai bune mutări; se gândește o fracțiune de secundă.</translation>
    </message>
    <message>
        <source>Plays out more futures of more moves; thinks for up to three seconds per move.</source>
        <translation>Joacă mai multe urmări ale mai multor mutări; se gândește până la trei secunde la fiecare mutare.</translation>
    </message>
    <message>
        <source>Computer · novice</source>
        <translation>Calculator · ucenic</translation>
    </message>
    <message>
        <source>Computer · beginner</source>
        <translation>Calculator · începător</translation>
    </message>
    <message>
        <source>Computer · casual</source>
        <translation>Calculator · amator</translation>
    </message>
    <message>
        <source>Computer · intermediate</source>
        <translation>Calculator · intermediar</translation>
    </message>
    <message>
        <source>Computer · skilled</source>
        <translation>Calculator · priceput</translation>
    </message>
    <message>
        <source>Computer · advanced</source>
        <translation>Calculator · avansat</translation>
    </message>
    <message>
        <source>Computer · master</source>
        <translation>Calculator · maestru</translation>
    </message>
    <message>
        <source>Thinks ahead a little and slips now and then (against one player, forgets the farms); answers at once.</source>
        <translation>Gândește puțin înainte și mai greșește din când în când (contra unui singur jucător uită de ferme); răspunde imediat.</translation>
    </message>
    <message>
        <source>Thinks ahead, with small slips (against one player, forgets the farms); answers at once.</source>
        <translation>Gândește înainte, cu mici greșeli (contra unui singur jucător uită de ferme); răspunde imediat.</translation>
    </message>
</context>
<context>
    <name>YourGamesDialog</name>
    <message>
        <source>Delete this game?</source>
        <translation>Ștergi acest joc?</translation>
    </message>
    <message>
        <source>The game of %1 leaves your games for good.</source>
        <translation>Jocul din %1 dispare definitiv din jocurile tale.</translation>
    </message>
    <message>
        <source>Delete it</source>
        <translation>Șterge-l</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Jocurile tale</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Câștigate sau pierdute</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jucate</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>Oricând</translation>
    </message>
    <message>
        <source>In the last 7 days</source>
        <translation>În ultimele 7 zile</translation>
    </message>
    <message>
        <source>In the last 30 days</source>
        <translation>În ultimele 30 de zile</translation>
    </message>
    <message>
        <source>In the last year</source>
        <translation>În ultimul an</translation>
    </message>
    <message>
        <source>No finished game yet. Each game you finish on this computer comes here; Import adds games you saved.</source>
        <translation>Niciun joc terminat încă. Fiecare joc terminat pe acest calculator apare aici; Importă adaugă jocurile salvate.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Niciun joc nu corespunde acestor filtre.</translation>
    </message>
    <message>
        <source>%1 · %2 · analysed</source>
        <translation>%1 · %2 · analizat</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revezi</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizează</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Șterge…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importă…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation>Importă jocuri salvate</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistici…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <extracomment>%1 games shown, %n games in all (&quot;3 of 10 games&quot;)</extracomment>
        <translation>
            <numerusform>%1 din %n joc</numerusform>
            <numerusform>%1 din %n jocuri</numerusform>
            <numerusform>%1 din %n de jocuri</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Probleme…</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameAnalysis</name>
    <message>
        <source>There is nothing to analyse yet: no turn has been played.</source>
        <translation>Nu e încă nimic de analizat: nu s-a jucat nicio tură.</translation>
    </message>
    <message>
        <source>This game cannot be analysed: %1</source>
        <translation>Acest joc nu poate fi analizat: %1</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameController</name>
    <message>
        <source>A game needs 2 to 5 players.</source>
        <translation>Jocul necesită între 2 și 5 jucători.</translation>
    </message>
    <message>
        <source>Unknown computer level &quot;%1&quot;.</source>
        <translation>Nivel de calculator necunoscut: „%1”.</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Niciun joc nu este în desfășurare.</translation>
    </message>
    <message>
        <source>Wait until the pig has finished walking.</source>
        <translation>Așteaptă până când porcul se oprește.</translation>
    </message>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <translation>Este rândul unui jucător controlat de calculator.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Jocul s-a încheiat.</translation>
    </message>
    <message>
        <source>Games can only be saved to local files, not to %1.</source>
        <translation>Jocurile pot fi salvate doar în fișiere locale, nu în %1.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <extracomment>%1: a file name; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Nu se poate salva %1: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.</source>
        <translation>Nu se poate deschide %1: fișierul depășește 64 MiB, mult prea mult pentru un joc salvat.</translation>
    </message>
    <message>
        <source>Cannot open %1: players[%2].ai: unknown computer level &quot;%3&quot;.</source>
        <translation>Nu se poate deschide %1: players[%2].ai: nivel de calculator necunoscut „%3”.</translation>
    </message>
    <message>
        <source>Games can only be opened from local files, not from %1.</source>
        <translation>Jocurile pot fi deschise doar din fișiere locale, nu din %1.</translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation>Fortuna %1</translation>
    </message>
    <message>
        <source>Fortuna games (*.fortuna)</source>
        <translation>Jocuri Fortuna (*.fortuna)</translation>
    </message>
    <message>
        <source>Game records (*.fortuna *.json)</source>
        <translation>Înregistrări de joc (*.fortuna *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Cannot write the autosave %1: %2</source>
        <translation>Nu se poate scrie salvarea automată %1: %2</translation>
    </message>
    <message>
        <source>There is no autosaved game to resume.</source>
        <translation>Nu există niciun joc salvat automat de reluat.</translation>
    </message>
    <message>
        <source>The autosaved game is already over.</source>
        <translation>Jocul salvat automat s-a încheiat deja.</translation>
    </message>
    <message>
        <source>The game setup is incomplete: %1 is missing.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;players[2].name&quot;</extracomment>
        <translation>Configurația jocului este incompletă: lipsește %1.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 cannot be %2.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;rules.famine&quot;; %2: the raw value given</extracomment>
        <translation>Configurația jocului este greșită: %1 nu poate fi %2.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 is wrong.</source>
        <extracomment>%1: the setting&apos;s path in the game record</extracomment>
        <translation>Configurația jocului este greșită: %1 este greșit.</translation>
    </message>
    <message>
        <source>The game setup is not a Fortuna game header.</source>
        <translation>Configurația jocului nu este un antet de joc Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is empty.</source>
        <translation>Nu se poate deschide %1: fișierul este gol.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is incomplete or damaged.</source>
        <translation>Nu se poate deschide %1: jocul salvat este incomplet sau deteriorat.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game, or it is damaged.</source>
        <translation>Nu se poate deschide %1: nu este un joc salvat Fortuna sau este deteriorat.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game.</source>
        <translation>Nu se poate deschide %1: nu este un joc salvat Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: it was saved by a newer version of Fortuna.</source>
        <translation>Nu se poate deschide %1: a fost salvat de o versiune mai nouă a aplicației Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is missing.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record</extracomment>
        <translation>Nu se poate deschide %1: jocul salvat este deteriorat: lipsește %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 cannot be %3.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record, e.g. &quot;turns[3].place.at&quot;; %3: the raw value found</extracomment>
        <translation>Nu se poate deschide %1: jocul salvat este deteriorat: %2 nu poate fi %3.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is wrong.</source>
        <translation>Nu se poate deschide %1: jocul salvat este deteriorat: %2 este greșit.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged.</source>
        <translation>Nu se poate deschide %1: jocul salvat este deteriorat.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game holds a move that the rules do not allow (turn %2).</source>
        <translation>Nu se poate deschide %1: jocul salvat conține o mutare pe care regulile nu o permit (tura %2).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Nu se poate deschide %1: este un dosar.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file does not exist.</source>
        <translation>Nu se poate deschide %1: fișierul nu există.</translation>
    </message>
    <message>
        <source>Cannot open %1: you may not read it.</source>
        <translation>Nu se poate deschide %1: nu ai dreptul să-l citești.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file cannot be read.</source>
        <translation>Nu se poate deschide %1: fișierul nu poate fi citit.</translation>
    </message>
    <message>
        <source>Cannot open %1: the rules do not allow the setup of this game.</source>
        <translation>Nu se poate deschide %1: regulile nu permit configurația acestui joc.</translation>
    </message>
    <message>
        <source>Cannot open %1: turn %2 breaks the rules: %3</source>
        <extracomment>%1: a file name; %2: a turn number; %3: the rules&apos; reason, a whole sentence</extracomment>
        <translation>Nu se poate deschide %1: tura %2 încalcă regulile: %3</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>dosarul %1 nu există</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 nu este un dosar</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>este un dosar</translation>
    </message>
    <message>
        <source>you may not write there</source>
        <translation>nu ai dreptul să scrii acolo</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>discul poate fi plin</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>nu s-a dat niciun nume de fișier</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>dosarul %1 nu poate fi creat</translation>
    </message>
    <message>
        <source>This is a replay: leave it to play.</source>
        <translation>Aceasta este o reluare: ieși din ea pentru a juca.</translation>
    </message>
    <message>
        <source>Unknown sector %1.</source>
        <translation>Sector necunoscut: %1.</translation>
    </message>
    <message>
        <source>Waiting for %1: it is not your turn.</source>
        <extracomment>%1: the name of the player who acts now</extracomment>
        <translation>Se așteaptă %1: nu este rândul tău.</translation>
    </message>
    <message>
        <source>The game sent by the server cannot be shown: %1</source>
        <translation>Jocul trimis de server nu poate fi afișat: %1</translation>
    </message>
    <message>
        <source>The server sent a move that cannot be read.</source>
        <translation>Serverul a trimis o mutare care nu poate fi citită.</translation>
    </message>
    <message>
        <source>This window no longer follows the server&apos;s game.</source>
        <translation>Această fereastră nu mai urmează jocul de pe server.</translation>
    </message>
    <message>
        <source>Choice %1 is not offered now.</source>
        <extracomment>%1: a drawn tile&apos;s position, counted from 1</extracomment>
        <translation>Alegerea %1 nu este oferită acum.</translation>
    </message>
    <message>
        <source>There is no such decision in the analysis.</source>
        <translation>Această decizie nu există în analiză.</translation>
    </message>
    <message>
        <source>Nothing to take back: the last move of this turn was random (a draw or the pig&apos;s walk).</source>
        <translation>Nimic de luat înapoi: ultima mutare a acestei ture a fost la întâmplare (o tragere sau pașii porcului).</translation>
    </message>
    <message>
        <source>Choose where your follower goes (or no follower) first.</source>
        <translation>Alege întâi unde merge supusul tău (sau niciun supus).</translation>
    </message>
    <message>
        <source>This game is played without aids: no hints.</source>
        <translation>Această partidă se joacă fără ajutoare: fără sugestii.</translation>
    </message>
    <message>
        <source>This game is played without aids: it can be analysed once it is over.</source>
        <translation>Această partidă se joacă fără ajutoare: poate fi analizată după ce se termină.</translation>
    </message>
    <message>
        <source>This game is no longer in your games.</source>
        <translation>Acest joc nu mai este printre jocurile tale.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>acest joc</translation>
    </message>
    <message>
        <source>Cannot open this game: %1</source>
        <translation>Acest joc nu poate fi deschis: %1</translation>
    </message>
    <message>
        <source>No hints in a puzzle: the move is yours to find.</source>
        <translation>Nicio sugestie într-o problemă: mutarea o găsești tu.</translation>
    </message>
    <message>
        <source>This puzzle is no longer in your games.</source>
        <translation>Problema aceasta nu mai este în jocurile tale.</translation>
    </message>
    <message>
        <source>No puzzle is being played.</source>
        <translation>Nicio problemă în curs.</translation>
    </message>
    <message>
        <source>Answer the puzzle first.</source>
        <translation>Răspunde mai întâi la problemă.</translation>
    </message>
    <message>
        <source>No puzzle is left to solve. Analyse another game for more.</source>
        <translation>Nu a mai rămas nicio problemă de rezolvat. Analizează alt joc pentru altele.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GamesModel</name>
    <message>
        <source>People</source>
        <translation>Oameni</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Reguli standard</translation>
    </message>
    <message>
        <source>base game tiles</source>
        <translation>cartonașele jocului de bază</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Ghicitoarea</translation>
    </message>
    <message>
        <source>famine by majority</source>
        <translation>foamete după majoritate</translation>
    </message>
    <message>
        <source>another start tile</source>
        <translation>alt cartonaș de pornire</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a player in the list of your games: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <extracomment>a computer player in the list of your games: %1 the name, %2 the level, %3 the score</extracomment>
        <translation>%1 (%2) %3</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <source>%1. %2. %3. %4.</source>
        <extracomment>a game in the list of your games, for a screen reader: %1 the date, %2 won or lost, %3 the players and their scores, %4 the rules</extracomment>
        <translation>%1. %2. %3. %4.</translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>Analizat.</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Orice adversar</translation>
    </message>
    <message>
        <source>Any rules</source>
        <translation>Orice reguli</translation>
    </message>
    <message>
        <source>Your games cannot be read.</source>
        <translation>Jocurile tale nu pot fi citite.</translation>
    </message>
    <message>
        <source>The game could not be deleted.</source>
        <translation>Jocul nu a putut fi șters.</translation>
    </message>
    <message>
        <source>%1 is a game not yet finished: only finished games go into your games.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>%1 este un joc încă neterminat: doar jocurile terminate intră în jocurile tale.</translation>
    </message>
    <message>
        <source>%1 could not be added to your games.</source>
        <translation>%1 nu a putut fi adăugat la jocurile tale.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>%n joc importat.</numerusform>
            <numerusform>%n jocuri importate.</numerusform>
            <numerusform>%n de jocuri importate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) already in your games.</source>
        <translation>
            <numerusform>%n joc este deja printre jocurile tale.</numerusform>
            <numerusform>%n jocuri sunt deja printre jocurile tale.</numerusform>
            <numerusform>%n de jocuri sunt deja printre jocurile tale.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::MyTables</name>
    <message>
        <source>Asking the server…</source>
        <translation>Se interoghează serverul…</translation>
    </message>
    <message>
        <source>This server cannot tell whose turn it is.</source>
        <translation>Acest server nu poate spune a cui e tura.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Serverul nu a putut fi contactat.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Serverul nu a răspuns.</translation>
    </message>
    <message>
        <source>The server no longer has this table (or your seat).</source>
        <translation>Serverul nu mai are această masă (sau locul tău).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Jocul s-a încheiat.</translation>
    </message>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>Se așteaptă jucătorii…</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>E rândul tău!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Se așteaptă %1…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Se așteaptă…</translation>
    </message>
    <message>
        <source>It is your turn at table %1.</source>
        <translation>E rândul tău la masa %1.</translation>
    </message>
    <message>
        <source>Fortuna: your turn</source>
        <translation>Fortuna: e rândul tău</translation>
    </message>
    <message>
        <source>It is your turn at table %1, against %2.</source>
        <extracomment>%1: the table&apos;s code; %2: the other players&apos; names, separated by commas</extracomment>
        <translation>E rândul tău la masa %1; adversari: %2.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>the action of the desktop notification of a turn (clicking it does the same)</extracomment>
        <translation>Deschide masa</translation>
    </message>
</context>
<context>
    <name>fortuna::model::NetSession</name>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>Se așteaptă jucătorii…</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation>Toate locurile sunt ocupate: începe când ești gata.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Se așteaptă ca gazda să înceapă jocul…</translation>
    </message>
    <message>
        <source>The host closed the table: the game has ended.</source>
        <translation>Gazda a închis masa: jocul s-a încheiat.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: reconnecting…</source>
        <translation>Legătura cu gazda s-a pierdut: reconectare…</translation>
    </message>
    <message>
        <source>Leave the current network game first.</source>
        <translation>Părăsește mai întâi jocul în rețea în curs.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Portul trebuie să fie un număr de la 1 la 65535.</translation>
    </message>
    <message numerus="yes">
        <source>The password is too long (at most %n character(s)).</source>
        <translation>
            <numerusform>Parola este prea lungă (cel mult %n caracter).</numerusform>
            <numerusform>Parola este prea lungă (cel mult %n caractere).</numerusform>
            <numerusform>Parola este prea lungă (cel mult %n de caractere).</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this setup cannot be read.</source>
        <translation>Regulile acestei configurări nu pot fi citite.</translation>
    </message>
    <message>
        <source>Open at least one seat to a remote player to host a game.</source>
        <translation>Deschide cel puțin un loc pentru un jucător la distanță ca să găzduiești un joc.</translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <extracomment>%1: a port number; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Nu se poate găzdui pe portul %1: %2</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (a name or an IP address).</source>
        <translation>Introdu adresa gazdei (un nume sau o adresă IP).</translation>
    </message>
    <message>
        <source>A table code has 8 letters and digits.</source>
        <translation>Un cod de masă are 8 litere și cifre.</translation>
    </message>
    <message numerus="yes">
        <source>Type your name (at most %n character(s)).</source>
        <translation>
            <numerusform>Introdu-ți numele (cel mult %n caracter).</numerusform>
            <numerusform>Introdu-ți numele (cel mult %n caractere).</numerusform>
            <numerusform>Introdu-ți numele (cel mult %n de caractere).</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectare la %1…</translation>
    </message>
    <message>
        <source>There is no table to rejoin.</source>
        <translation>Nu există nicio masă la care să revii.</translation>
    </message>
    <message>
        <source>Only the host starts the game.</source>
        <translation>Doar gazda începe jocul.</translation>
    </message>
    <message>
        <source>Wait until every seat is taken.</source>
        <translation>Așteaptă până când toate locurile sunt ocupate.</translation>
    </message>
    <message>
        <source>Only the host can hand a seat to a computer.</source>
        <translation>Doar gazda poate da un loc calculatorului.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nu este rândul tău.</translation>
    </message>
    <message>
        <source>Not connected to the table: wait until the connection is back.</source>
        <translation>Nu există legătură cu masa: așteaptă să revină.</translation>
    </message>
    <message>
        <source>This link is not fortuna://address:port/CODE with a table code of 8 letters and digits.</source>
        <translation>Acest link nu are forma fortuna://adresă:port/COD cu un cod de masă de 8 litere și cifre.</translation>
    </message>
    <message>
        <source>This server speaks another version of the Fortuna protocol (%1).</source>
        <translation>Acest server folosește altă versiune a protocolului Fortuna (%1).</translation>
    </message>
    <message>
        <source>The server is full: try again later.</source>
        <translation>Serverul este plin: încearcă mai târziu.</translation>
    </message>
    <message>
        <source>There is no table with this code on this server.</source>
        <translation>Pe acest server nu există nicio masă cu acest cod.</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>Parola este greșită.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back any more: join the table again.</source>
        <translation>Acest loc nu mai poate fi reluat: alătură-te din nou mesei.</translation>
    </message>
    <message>
        <source>Every seat of this table is taken.</source>
        <translation>Toate locurile de la această masă sunt ocupate.</translation>
    </message>
    <message>
        <source>Only the host can do this.</source>
        <translation>Doar gazda poate face asta.</translation>
    </message>
    <message>
        <source>This game has already started.</source>
        <translation>Acest joc a început deja.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Acest joc s-a încheiat.</translation>
    </message>
    <message>
        <source>The server refused this move.</source>
        <translation>Serverul a refuzat această mutare.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Serverul a refuzat: %1</translation>
    </message>
    <message>
        <source>The table %1 is no longer on this computer.</source>
        <translation>Masa %1 nu mai este pe acest calculator.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window: this one no longer plays.</source>
        <translation>Locul ți-a fost reluat dintr-o altă fereastră: aceasta nu mai joacă.</translation>
    </message>
    <message>
        <source>A network game keeps the aids for everyone: untick Play without aids to host it.</source>
        <translation>O partidă în rețea păstrează ajutoarele pentru toți: debifează „Joacă fără ajutoare” ca s-o găzduiești.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Nu există niciun certificat de aprobat.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Introdu adresa serverului (un nume sau o adresă IP).</translation>
    </message>
    <message>
        <source>The time per move is at most 14 days.</source>
        <translation>Timpul pe mutare este de cel mult 14 zile.</translation>
    </message>
    <message>
        <source>On a server, this computer plays exactly one seat: make the other players remote players or computers.</source>
        <translation>Pe un server, acest calculator ocupă exact un loc: fă-i pe ceilalți jucători la distanță sau controlați de calculator.</translation>
    </message>
    <message>
        <source>A table link starts with fortuna:// (or fortunas:// for a secure server).</source>
        <translation>Un link către masă începe cu fortuna:// (sau fortunas:// pentru un server securizat).</translation>
    </message>
    <message>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Urmărești această masă: un spectator nu joacă.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not signed by an authority this computer trusts (it may be the server&apos;s own, self-signed).</source>
        <translation>Certificatul serverului %1 nu este semnat de o autoritate în care are încredere acest calculator (poate fi chiar al serverului, autosemnat).</translation>
    </message>
    <message>
        <source>The certificate of %1 is NOT the one you trusted before. Someone may be impersonating the server: do not connect unless its owner told you the certificate changed.</source>
        <translation>Certificatul serverului %1 NU este cel în care ai avut încredere înainte. Cineva se poate da drept server: nu te conecta decât dacă proprietarul ți-a spus că certificatul s-a schimbat.</translation>
    </message>
    <message>
        <source>The certificate of %1 was made for another server name: Fortuna refuses it.</source>
        <translation>Certificatul serverului %1 a fost făcut pentru alt nume de server: Fortuna îl refuză.</translation>
    </message>
    <message>
        <source>The certificate of %1 has expired or is not valid yet: Fortuna refuses it.</source>
        <translation>Certificatul serverului %1 a expirat sau nu este încă valabil: Fortuna îl refuză.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not valid: Fortuna refuses it.</source>
        <translation>Certificatul serverului %1 nu este valabil: Fortuna îl refuză.</translation>
    </message>
    <message>
        <source>Its SHA-256 fingerprint: %1</source>
        <extracomment>%1 is a long hexadecimal fingerprint (AB:CD:…)</extracomment>
        <translation>Amprenta sa SHA-256: %1</translation>
    </message>
    <message>
        <source>The table was not created: the server&apos;s certificate was not trusted.</source>
        <translation>Masa nu a fost creată: nu ai avut încredere în certificatul serverului.</translation>
    </message>
    <message>
        <source>Fortuna remembers another certificate for %1: it is replaced only when you say its owner renewed it.</source>
        <translation>Fortuna reține alt certificat pentru %1: este înlocuit doar dacă spui că proprietarul l-a reînnoit.</translation>
    </message>
    <message>
        <source>The fingerprint you trusted: %1
Its fingerprint now: %2</source>
        <extracomment>%1 and %2 are long hexadecimal fingerprints (AB:CD:…)</extracomment>
        <translation>Amprenta în care ai avut încredere: %1
Amprenta sa actuală: %2</translation>
    </message>
    <message>
        <source>The connection to the club server was lost: reconnecting…</source>
        <translation>Legătura cu serverul clubului s-a pierdut: reconectare…</translation>
    </message>
    <message numerus="yes">
        <source>Too many attempts from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Prea multe încercări de la adresa ta: încearcă din nou peste %n secundă.</numerusform>
            <numerusform>Prea multe încercări de la adresa ta: încearcă din nou peste %n secunde.</numerusform>
            <numerusform>Prea multe încercări de la adresa ta: încearcă din nou peste %n de secunde.</numerusform>
        </translation>
    </message>
    <message>
        <source>This name holds an invisible or control character: type it again with visible characters only.</source>
        <translation>Acest nume conține un caracter invizibil sau de control: scrie-l din nou numai cu caractere vizibile.</translation>
    </message>
    <message>
        <source>A network game needs at least one person at the table: open a seat to a player.</source>
        <translation>Un joc în rețea are nevoie de cel puțin o persoană la masă: deschideți un loc pentru un jucător.</translation>
    </message>
    <message>
        <source>Every player left this game an hour ago: the club server has closed it.</source>
        <translation>Toți jucătorii au părăsit această partidă acum o oră: serverul clubului a închis-o.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzleSession</name>
    <message>
        <source>This puzzle&apos;s game cannot be read any more.</source>
        <translation>Jocul acestei probleme nu mai poate fi citit.</translation>
    </message>
    <message>
        <source>Your move is being checked.</source>
        <translation>Mutarea ta este verificată.</translation>
    </message>
    <message>
        <source>Solved: go on to the next puzzle.</source>
        <translation>Rezolvată: treci la problema următoare.</translation>
    </message>
    <message>
        <source>Try again, or see the better move.</source>
        <translation>Încearcă din nou sau vezi mutarea mai bună.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzlesModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an opponent in the list of puzzles: %1 the name, %2 the computer level</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%L1 points lost</source>
        <extracomment>the points a move lost, one decimal</extracomment>
        <translation>%L1 puncte pierdute</translation>
    </message>
    <message>
        <source>Game of %1 against %2, turn %L3: %4.</source>
        <extracomment>a puzzle in the list, for a screen reader: %1 the date of its game, %2 the opponents, %3 the turn, %4 &quot;7.5 points lost&quot;</extracomment>
        <translation>Jocul din %1 împotriva: %2, tura %L3: %4.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Rezolvată.</translation>
    </message>
    <message>
        <source>Not solved yet.</source>
        <translation>Încă nerezolvată.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::Replayer</name>
    <message>
        <source>This game cannot be replayed: its record does not match the rules.</source>
        <translation>Acest joc nu poate fi revăzut: înregistrarea lui nu respectă regulile.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::ServerBrowser</name>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Introdu adresa serverului (un nume sau o adresă IP).</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Portul trebuie să fie un număr de la 1 la 65535.</translation>
    </message>
    <message>
        <source>This server does not list its tables.</source>
        <translation>Acest server nu își afișează lista meselor.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Serverul nu a putut fi contactat.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Serverul nu a răspuns.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Nu există niciun certificat de aprobat.</translation>
    </message>
    <message>
        <source>Base game and Wheel of Fortune</source>
        <translation>Jocul de bază și Roata Destinului</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>Roata Destinului</translation>
    </message>
    <message>
        <source>%1, Fortune Teller</source>
        <translation>%1, Ghicitoarea</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>fără limită</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n zi</numerusform>
            <numerusform>%n zile</numerusform>
            <numerusform>%n de zile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n oră</numerusform>
            <numerusform>%n ore</numerusform>
            <numerusform>%n de ore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minut</numerusform>
            <numerusform>%n minute</numerusform>
            <numerusform>%n de minute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::Tutorial</name>
    <message>
        <source>Bruno</source>
        <extracomment>the computer opponent&apos;s name in &quot;Learn to play&quot; (a first name)</extracomment>
        <translation>Bruno</translation>
    </message>
    <message>
        <source>Read the lesson first, then press Next.</source>
        <translation>Citește întâi lecția, apoi apasă „Înainte”.</translation>
    </message>
    <message>
        <source>The lesson is over: start the game against Easy, or leave the lesson.</source>
        <translation>Lecția s-a încheiat: începe partida împotriva nivelului ușor sau părăsește lecția.</translation>
    </message>
    <message>
        <source>Wait: your opponent is playing.</source>
        <translation>Așteaptă: adversarul tău joacă.</translation>
    </message>
    <message>
        <source>Right spot: now turn the tile as the lit spot shows it.</source>
        <translation>Locul e bun: acum rotește cartonașul cum arată locul luminat.</translation>
    </message>
    <message>
        <source>In this lesson, lay the tile on the lit spot.</source>
        <translation>În această lecție, așază cartonașul pe locul luminat.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower on the lit crown of the wheel.</source>
        <translation>În această lecție, plasează supusul pe coroana luminată a roții.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower where the lit ring shows.</source>
        <translation>În această lecție, plasează supusul acolo unde arată cercul luminat.</translation>
    </message>
    <message>
        <source>First try the lit city: see what the rules say.</source>
        <translation>Încearcă întâi orașul luminat: vezi ce spun regulile.</translation>
    </message>
</context>
</TS>
