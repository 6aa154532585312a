<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Fortuna</source>
        <translation>O programie Fortuna</translation>
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
        <translation>Nieoficjalna, fanowska wersja gry Carcassonne: Koło Fortuny, z dodatkiem Wróżka, dla dwóch do pięciu graczy, ludzkich lub komputerowych.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub nowszej (GPL-3.0-or-later): możesz je rozpowszechniać i zmieniać na jej warunkach. Nie ma żadnej gwarancji.</translation>
    </message>
    <message>
        <source>Game design of Carcassonne: Klaus-Jürgen Wrede. Fortuna is not affiliated with, nor endorsed by, Hans im Glück or any other publisher of Carcassonne. All its art is drawn by the project, and its text is its own.</source>
        <translation>Autor gry Carcassonne: Klaus-Jürgen Wrede. Fortuna nie jest powiązana z wydawnictwem Hans im Glück ani z żadnym innym wydawcą Carcassonne, ani przez nie wspierana. Wszystkie ilustracje narysował projekt, a teksty są jego własne.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>AnalysisGhosts</name>
    <message>
        <source>Played</source>
        <translation>Zagrany</translation>
    </message>
    <message>
        <source>Better move</source>
        <translation>Lepszy ruch</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Analysis of the game</source>
        <translation>Analiza gry</translation>
    </message>
    <message>
        <source>Close the analysis</source>
        <translation>Zamknij analizę</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Analiza została przerwana.</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analizuj ponownie</translation>
    </message>
    <message>
        <source>Turn %L1: %2 took %3 from the Fortune Teller&apos;s draw; %4 was worth %5 points more.</source>
        <extracomment>%2: a player&apos;s name; %3 and %4: tile codes; %5: points with one decimal</extracomment>
        <translation>Tura %L1: %2 — wybrano %3 spośród płytek wróżki; %4 dawała o %5 pkt więcej.</translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost in %n move(s), %2 a move</source>
        <extracomment>%1 and %2: points with one decimal; %n: a number of moves</extracomment>
        <translation>
            <numerusform>%1 pkt straty w %n ruchu, %2 na ruch</numerusform>
            <numerusform>%1 pkt straty w %n ruchach, %2 na ruch</numerusform>
            <numerusform>%1 pkt straty w %n ruchach, %2 na ruch</numerusform>
        </translation>
    </message>
    <message>
        <source>luck %1</source>
        <extracomment>%1: a signed number of points with one decimal, e.g. &quot;+2.5&quot;</extracomment>
        <translation>szczęście %1</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistake(s)</source>
        <extracomment>how many moves lost 10 points or more (&quot;??&quot; on the graph)</extracomment>
        <translation>
            <numerusform>%n poważny błąd</numerusform>
            <numerusform>%n poważne błędy</numerusform>
            <numerusform>%n poważnych błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <extracomment>how many moves lost 5 to 10 points (&quot;?&quot;)</extracomment>
        <translation>
            <numerusform>%n błąd</numerusform>
            <numerusform>%n błędy</numerusform>
            <numerusform>%n błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <extracomment>how many moves lost 2 to 5 points (&quot;?!&quot;)</extracomment>
        <translation>
            <numerusform>%n niedokładność</numerusform>
            <numerusform>%n niedokładności</numerusform>
            <numerusform>%n niedokładności</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck: the points the draws brought a player (the tiles drawn by everyone and the pig&apos;s walks), against what an average tile from the bag would have brought: above 0, luckier than average; below 0, less lucky.</source>
        <translation>Szczęście: punkty, które losowania przyniosły graczowi (płytki dobrane przez wszystkich i wędrówki świni), w porównaniu z tym, co przyniosłaby przeciętna płytka z worka: powyżej 0 – więcej szczęścia niż średnio; poniżej 0 – mniej.</translation>
    </message>
    <message>
        <source>A big mistake (??) lost 10 points or more against the strong computer player&apos;s choice, a mistake (?) 5 or more, an inaccuracy (?!) 2 or more.</source>
        <translation>Poważny błąd (??) stracił 10 pkt lub więcej względem wyboru trudnego komputera, błąd (?) – 5 lub więcej, niedokładność (?!) – 2 lub więcej.</translation>
    </message>
    <message>
        <source>What the words mean</source>
        <translation>Co znaczą te słowa</translation>
    </message>
    <message>
        <source>The strong computer player replays the game and weighs every move against the best it finds.</source>
        <translation>Trudny komputer odtwarza grę i porównuje każdy ruch z najlepszym, jaki znajdzie.</translation>
    </message>
    <message>
        <source>%1% done</source>
        <extracomment>%1: a percentage without its sign, e.g. 40</extracomment>
        <translation>ukończono %1%</translation>
    </message>
    <message>
        <source>estimating the time left…</source>
        <translation>szacowanie pozostałego czasu…</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>zostało około %n sekundy</numerusform>
            <numerusform>zostało około %n sekund</numerusform>
            <numerusform>zostało około %n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>została około %n minuta</numerusform>
            <numerusform>zostały około %n minuty</numerusform>
            <numerusform>zostało około %n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>Each line: how far a player expected to end ahead of (above 0) or behind (below 0) the best of the others, after each of its moves. A dot: a move that lost points (the bigger, the more); click it to see it on the board.</source>
        <translation>Każda linia: o ile gracz spodziewał się skończyć przed najlepszym z pozostałych (powyżej 0) lub za nim (poniżej 0), po każdym swoim ruchu. Kropka: ruch, który stracił punkty (im większa, tym więcej); kliknij ją, aby zobaczyć go na planszy.</translation>
    </message>
    <message>
        <source>Hide the summary</source>
        <translation>Ukryj podsumowanie</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Pokaż podsumowanie</translation>
    </message>
    <message>
        <source>Turn %L1: %2 lost %3 points with this move. On the board: the move played (tagged “Played”) and a better one (tagged “Better move”).</source>
        <extracomment>%2: a player&apos;s name; %3: points with one decimal</extracomment>
        <translation>Tura %L1: %2 — ten ruch kosztował %3 pkt. Na planszy: zagrany ruch (oznaczony „Zagrany”) i lepszy (oznaczony „Lepszy ruch”).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>A crown space of %1</source>
        <translation>Miejsce z koroną w sektorze „%1”</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <translation>Wystaw tutaj: %1</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <translation>Podwładny (%1): %2</translation>
    </message>
    <message>
        <source>Deploy here: %1 %2</source>
        <extracomment>%1: &quot;Knight in the city&quot;...; %2: where on the tile: &quot;to the north&quot;, &quot;to the north-north-west&quot;...</extracomment>
        <translation>Wystaw tutaj: %1 %2</translation>
    </message>
    <message>
        <source>Tile laid: %1</source>
        <extracomment>%1: a cell of the board, &quot;Column 5, row 2.&quot;</extracomment>
        <translation>Płytka położona: %1</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message numerus="yes">
        <source>In the bag: %n tile(s)</source>
        <translation>
            <numerusform>W worku: %n płytka</numerusform>
            <numerusform>W worku: %n płytki</numerusform>
            <numerusform>W worku: %n płytek</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the bag</source>
        <translation>Zamknij worek</translation>
    </message>
    <message>
        <source>Close the bag (B)</source>
        <translation>Zamknij worek (B)</translation>
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
            <numerusform>Została %n: %1</numerusform>
            <numerusform>Zostały %n: %1</numerusform>
            <numerusform>Zostało %n: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Centre the board</source>
        <translation>Wyśrodkuj planszę</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>Trust this server?</source>
        <translation>Zaufać temu serwerowi?</translation>
    </message>
    <message>
        <source>Certificate refused</source>
        <translation>Certyfikat odrzucony</translation>
    </message>
    <message>
        <source>Trust it only if the server&apos;s owner gave you this same fingerprint. Fortuna will remember it for %1 and refuse any other certificate there.</source>
        <translation>Zaufaj mu tylko wtedy, gdy właściciel serwera podał ci ten sam odcisk. Fortuna zapamięta go dla %1 i odrzuci tam każdy inny certyfikat.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Trust this server</source>
        <translation>Zaufaj temu serwerowi</translation>
    </message>
    <message>
        <source>The server&apos;s owner renewed its certificate: trust the new one</source>
        <extracomment>a deliberate, non-default choice when a server&apos;s certificate changed</extracomment>
        <translation>Właściciel serwera odnowił certyfikat: zaufaj nowemu</translation>
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
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>CrownPreview</name>
    <message>
        <source>If the pig stopped on %1 now:</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Gdyby świnia zatrzymała się teraz w sektorze %1:</translation>
    </message>
    <message>
        <source>%1 %L2</source>
        <extracomment>%1: a sector&apos;s name; %L2: the points its event would pay this player</extracomment>
        <translation>%1 %L2</translation>
    </message>
    <message>
        <source>crowns %L1</source>
        <extracomment>points paid by the crown spaces of the sector</extracomment>
        <translation>korony %L1</translation>
    </message>
</context>
<context>
    <name>CrownsPage</name>
    <message>
        <source>The wheel has nine crown spaces: one each on Fortune, Famine and Inquisition, and two each on Taxes, Storm and Plague.</source>
        <translation>Koło ma dziewięć miejsc z koroną: po jednym na Fortunie, Głodzie i Inkwizycji oraz po dwa na Podatkach, Burzy i Zarazie.</translation>
    </message>
    <message>
        <source>Putting a follower on a crown</source>
        <translation>Podwładny na miejscu z koroną</translation>
    </message>
    <message>
        <source>Instead of putting a follower on the tile you have just laid, you may put it on any free crown space, in any sector, even the one where the pig stands. A crown space holds one follower.</source>
        <translation>Zamiast stawiać podwładnego na właśnie dołożonej płytce, możesz postawić go na dowolnym wolnym miejscu z koroną, w dowolnym sektorze, nawet tam, gdzie stoi świnia. Na jednym miejscu z koroną mieści się jeden podwładny.</translation>
    </message>
    <message>
        <source>When crowns score</source>
        <translation>Kiedy korony dają punkty</translation>
    </message>
    <message>
        <source>When the pig stops on a sector, right after its event, the followers on that sector&apos;s crown spaces score and go back to their owners:</source>
        <translation>Gdy świnia zatrzyma się na sektorze, zaraz po wydarzeniu podwładni z miejsc z koroną tego sektora zdobywają punkty i wracają do właścicieli:</translation>
    </message>
    <message>
        <source>one crown space: its follower scores 3 points;</source>
        <translation>jedno miejsce z koroną: podwładny zdobywa 3 punkty;</translation>
    </message>
    <message>
        <source>two crown spaces, one follower: it scores 6 points;</source>
        <translation>dwa miejsca z koroną, jeden podwładny: zdobywa 6 punktów;</translation>
    </message>
    <message>
        <source>two crown spaces, two followers: each scores 3 points, even when both belong to the same player.</source>
        <translation>dwa miejsca z koroną, dwóch podwładnych: każdy zdobywa 3 punkty, nawet jeśli obaj należą do tego samego gracza.</translation>
    </message>
    <message>
        <source>Followers in sectors that the pig only walks through do not score and stay where they are.</source>
        <translation>Podwładni w sektorach, przez które świnia tylko przechodzi, nie zdobywają punktów i zostają na miejscu.</translation>
    </message>
    <message>
        <source>At the end of the game, followers still on crown spaces score nothing.</source>
        <translation>Na koniec gry podwładni pozostali na miejscach z koroną nie dają nic.</translation>
    </message>
    <message>
        <source>Blue and Red each have a follower on Taxes, and Green has one alone on Storm. The pig leaves Taxes with a 2: it passes Famine and stops on Storm.</source>
        <translation>Niebieski i Czerwony mają po podwładnym na Podatkach, a Zielony ma jednego, samotnego, na Burzy. Świnia rusza z Podatków o 2: mija Głód i zatrzymuje się na Burzy.</translation>
    </message>
    <message>
        <source>After the storm, Green&apos;s follower scores 6 points and goes home. The followers on Taxes stay for a later visit of the pig, when each will score 3 points.</source>
        <translation>Po burzy podwładny Zielonego zdobywa 6 punktów i wraca do zapasu. Podwładni na Podatkach czekają na kolejną wizytę świni, gdy każdy zdobędzie 3 punkty.</translation>
    </message>
</context>
<context>
    <name>DeployMarkers</name>
    <message numerus="yes">
        <source>Farm: %n point(s) at the end of the game</source>
        <translation>
            <numerusform>Łąka: %n punkt na koniec gry</numerusform>
            <numerusform>Łąka: %n punkty na koniec gry</numerusform>
            <numerusform>Łąka: %n punktów na koniec gry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) when surrounded</source>
        <translation>
            <numerusform>%n punkt, gdy namiot zostanie otoczony</numerusform>
            <numerusform>%n punkty, gdy namiot zostanie otoczony</numerusform>
            <numerusform>%n punktów, gdy namiot zostanie otoczony</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Complete: %n point(s)</source>
        <translation>
            <numerusform>Obszar ukończony: %n punkt</numerusform>
            <numerusform>Obszar ukończony: %n punkty</numerusform>
            <numerusform>Obszar ukończony: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) now</source>
        <translation>
            <numerusform>Teraz: %n punkt</numerusform>
            <numerusform>Teraz: %n punkty</numerusform>
            <numerusform>Teraz: %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody holds it yet</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: no follower stands on it. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Jeszcze nikt tu nie stoi</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: %1 lists the players with followers on it, e.g. &quot;Ana ×2, Bo&quot;. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Zajmuje: %1</translation>
    </message>
</context>
<context>
    <name>EndFigures</name>
    <message>
        <source>Tiles laid</source>
        <translation>Położone płytki</translation>
    </message>
    <message>
        <source>Points from the wheel</source>
        <translation>Punkty z Koła</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4, %5</source>
        <extracomment>the end screen&apos;s figures of a player, for a screen reader: %1 the name, then &quot;N tiles laid&quot;, &quot;N followers placed&quot;, &quot;N points from the wheel&quot;, what the Plague took</extracomment>
        <translation>%1: %2, %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <translation>
            <numerusform>%n położona płytka</numerusform>
            <numerusform>%n położone płytki</numerusform>
            <numerusform>%n położonych płytek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) from the wheel</source>
        <translation>
            <numerusform>%n punkt z Koła</numerusform>
            <numerusform>%n punkty z Koła</numerusform>
            <numerusform>%n punktów z Koła</numerusform>
        </translation>
    </message>
    <message>
        <source>Followers placed</source>
        <translation>Postawieni podwładni</translation>
    </message>
    <message>
        <source>Taken by the Plague (points)</source>
        <extracomment>the end screen&apos;s column: the followers the Plague took, and in brackets the points they were worth then</extracomment>
        <translation>Zabrani przez Zarazę (punkty)</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) placed</source>
        <translation>
            <numerusform>%n postawiony podwładny</numerusform>
            <numerusform>%n postawionych podwładnych</numerusform>
            <numerusform>%n postawionych podwładnych</numerusform>
        </translation>
    </message>
    <message>
        <source>the Plague took %1, worth %2 then</source>
        <extracomment>the end screen&apos;s figures: %1 &quot;N followers&quot;, %2 &quot;N points&quot;</extracomment>
        <translation>Zaraza zabrała %1 (wartość w tamtej chwili: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n podwładnego</numerusform>
            <numerusform>%n podwładnych</numerusform>
            <numerusform>%n podwładnych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>none taken by the Plague</source>
        <translation>Zaraza nikogo nie zabrała</translation>
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
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Rank %1: %2, %L3 points</source>
        <extracomment>%1: a rank (1, 2…); %2: a player&apos;s name; %L3: the score</extracomment>
        <translation>Miejsce %1: %2, punkty: %L3</translation>
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
        <translation>%1 wygrywa!</translation>
    </message>
    <message>
        <source>A shared victory!</source>
        <translation>Wspólne zwycięstwo!</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Koniec gry</translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share first place</source>
        <translation>
            <numerusform>%n gracz dzieli pierwsze miejsce</numerusform>
            <numerusform>%n gracze dzielą pierwsze miejsce</numerusform>
            <numerusform>%n graczy dzieli pierwsze miejsce</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation>Punkty w trakcie gry</translation>
    </message>
    <message>
        <source>a wheel event</source>
        <translation>wydarzenie Koła</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>The same players and rules, a new shuffle</source>
        <translation>Ci sami gracze i zasady, płytki wymieszane na nowo</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Zapisz grę…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Obejrzyj planszę</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Gdzie stracono punkty, ruch po ruchu, i ile szczęścia było w dobieraniu</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Przeanalizuj tę grę</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>Event log (%L1)</source>
        <translation>Dziennik zdarzeń (%L1)</translation>
    </message>
    <message>
        <source>Show or hide the event log (L)</source>
        <translation>Pokaż lub ukryj dziennik zdarzeń (L)</translation>
    </message>
    <message>
        <source>T%L1</source>
        <translation>T%L1</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>korona</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Jeszcze nic się nie wydarzyło.</translation>
    </message>
    <message>
        <source>Show this tile on the board</source>
        <translation>Pokaż tę płytkę na planszy</translation>
    </message>
    <message>
        <source>Turn %L1: %2</source>
        <translation>Tura %L1: %2</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
</context>
<context>
    <name>FaminePage</name>
    <message>
        <source>Famine rewards the farmers, the followers lying in fields. A farm is a whole connected field, however many tiles it covers.</source>
        <translation>Głód nagradza chłopów, czyli podwładnych leżących na łąkach. Łąka to cały spójny obszar pola, bez względu na to, ile płytek zajmuje.</translation>
    </message>
    <message>
        <source>In this game, only the majority scores: on each farm, only the player or players with the most farmers there score, 1 point per completed city touching the farm for each of their farmers.</source>
        <translation>W tej grze punkty zdobywa tylko większość: na każdej łące punktują tylko gracz lub gracze, którzy mają tam najwięcej chłopów, po 1 punkcie za każde ukończone miasto przy łące dla każdego swojego chłopa.</translation>
    </message>
    <message>
        <source>In this game, every farmer scores: for each of your farmers you get 1 point per completed city touching its farm, whoever has the most farmers there.</source>
        <translation>W tej grze punktuje każdy chłop: za każdego swojego chłopa dostajesz 1 punkt za każde ukończone miasto przy jego łące, bez względu na to, kto ma tam najwięcej chłopów.</translation>
    </message>
    <message>
        <source>Unfinished cities give nothing, and the farmers stay in their fields.</source>
        <translation>Nieukończone miasta nic nie dają, a chłopi zostają na swoich łąkach.</translation>
    </message>
    <message>
        <source>A farm touches three completed cities and one unfinished city. Blue has two farmers on it and Red has one.</source>
        <translation>Łąka przylega do trzech ukończonych miast i jednego nieukończonego. Niebieski ma na niej dwóch chłopów, a Czerwony jednego.</translation>
    </message>
    <message>
        <source>Blue has the most farmers there and scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt;. Red scores nothing.</source>
        <translation>Niebieski ma tam najwięcej chłopów i zdobywa 2 × 3 = &lt;b&gt;6 punktów&lt;/b&gt;. Czerwony nie dostaje nic.</translation>
    </message>
    <message>
        <source>Blue scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt; and Red scores 1 × 3 = &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Niebieski zdobywa 2 × 3 = &lt;b&gt;6 punktów&lt;/b&gt;, a Czerwony 1 × 3 = &lt;b&gt;3 punkty&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>At the end of the game the same farm would give 3 points per completed city to Blue alone: 9 points.</source>
        <translation>Na koniec gry ta sama łąka dałaby tylko Niebieskiemu po 3 punkty za ukończone miasto: 9 punktów.</translation>
    </message>
    <message>
        <source>This is the rule of the 2009 first print. The other choice, where every farmer scores, can be set when a new game is set up.</source>
        <translation>To zasada pierwszego nakładu z 2009 roku. Drugi wariant, w którym punktuje każdy chłop, można wybrać przy przygotowaniu nowej gry.</translation>
    </message>
    <message>
        <source>The 2009 first print let only the majority score; that rule can be chosen when a new game is set up.</source>
        <translation>W pierwszym nakładzie z 2009 roku punktowała tylko większość; tę zasadę można wybrać przy przygotowaniu nowej gry.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation>Nazwa pliku</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtr</translation>
    </message>
</context>
<context>
    <name>FortunePage</name>
    <message>
        <source>The player whose turn it is scores &lt;b&gt;3 points&lt;/b&gt;. This is the only event that concerns one player alone.</source>
        <translation>Aktywny gracz zdobywa &lt;b&gt;3 punkty&lt;/b&gt;. To jedyne wydarzenie, które dotyczy tylko jednego gracza.</translation>
    </message>
    <message>
        <source>The pig stands on Inquisition when Red draws a tile with a 2. It walks through Plague and stops on Fortune: Red scores 3 points.</source>
        <translation>Świnia stoi na Inkwizycji, gdy Czerwony dobiera płytkę z dwójką. Przechodzi przez Zarazę i zatrzymuje się na Fortunie: Czerwony zdobywa 3 punkty.</translation>
    </message>
    <message>
        <source>Blue has a follower on the Fortune crown space. It scores 3 points for Blue and goes back to Blue&apos;s supply.</source>
        <translation>Niebieski ma podwładnego na miejscu z koroną Fortuny. Zdobywa on dla Niebieskiego 3 punkty i wraca do jego zapasu.</translation>
    </message>
    <message>
        <source>Nothing happens on Plague, which the pig only walked through. Then Red lays the tile.</source>
        <translation>Na Zarazie, przez którą świnia tylko przeszła, nic się nie dzieje. Potem Czerwony dokłada płytkę.</translation>
    </message>
</context>
<context>
    <name>FortuneTellerPage</name>
    <message>
        <source>The Fortune Teller is part of this game: its 8 tiles with a tent are in the bag.</source>
        <translation>Wróżka bierze udział w tej grze: jej 8 płytek z namiotem jest w worku.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not part of this game. You can add it when you set up a new game.</source>
        <translation>Wróżka nie bierze udziału w tej grze. Możesz ją dodać przy przygotowaniu nowej gry.</translation>
    </message>
    <message>
        <source>Tents and fortune tellers</source>
        <translation>Namioty i wróżki</translation>
    </message>
    <message>
        <source>Each Fortune Teller tile has a tent beside its roads, cities and fields. When you lay such a tile, you may put your follower on the tent: it becomes a fortune teller.</source>
        <translation>Każda płytka Wróżki ma namiot obok dróg, miast i łąk. Dokładając taką płytkę, możesz postawić podwładnego w namiocie: zostaje on wróżką.</translation>
    </message>
    <message>
        <source>You may have at most two fortune tellers on the board at a time.</source>
        <translation>Jednocześnie możesz mieć w grze najwyżej dwie wróżki.</translation>
    </message>
    <message>
        <source>Drawing with fortune tellers</source>
        <translation>Dobieranie z wróżkami</translation>
    </message>
    <message>
        <source>At the start of your turn you draw one tile, plus one for each of your fortune tellers on the board: two tiles with one fortune teller, three with two. If fewer tiles are left, you draw them all.</source>
        <translation>Na początku tury dobierasz jedną płytkę i jeszcze po jednej za każdą swoją wróżkę w grze: dwie płytki z jedną wróżką, trzy z dwiema. Jeśli zostało mniej płytek, dobierasz wszystkie.</translation>
    </message>
    <message>
        <source>Keep one tile that can be placed and put the others back into the bag, which is shuffled. The tiles you put back have no effect, not even their wheel icons.</source>
        <translation>Zatrzymaj jedną płytkę, którą można dołożyć, a pozostałe odłóż do worka i wymieszaj. Odłożone płytki nie mają żadnego skutku, nawet ich symbole koła.</translation>
    </message>
    <message>
        <source>If none of them can be placed, all go back, and you draw one tile at a time until one fits. Each wheel icon drawn this way turns the wheel as usual.</source>
        <translation>Jeśli żadnej nie można dołożyć, wszystkie wracają do worka, a ty dobierasz po jednej płytce, aż któraś będzie pasować. Każdy symbol koła dobrany w ten sposób obraca koło jak zwykle.</translation>
    </message>
    <message>
        <source>Completing a tent</source>
        <translation>Ukończenie namiotu</translation>
    </message>
    <message>
        <source>A tent with a fortune teller is complete when the four places beside its tile, above, below, left and right, are all filled; cells of the wheel board count as filled. Whoever lays the tile that completes it scores &lt;b&gt;3 points&lt;/b&gt;, whether the tent is theirs or not, and the fortune teller goes back to its owner at once.</source>
        <translation>Namiot z wróżką jest ukończony, gdy wszystkie cztery miejsca obok jego płytki, nad nią, pod nią, z lewej i z prawej, są zajęte; pola Koła Fortuny liczą się jako zajęte. Kto dołoży płytkę, która go ukończy, zdobywa &lt;b&gt;3 punkty&lt;/b&gt;, bez względu na to, czyj jest namiot, a wróżka od razu wraca do właściciela.</translation>
    </message>
    <message>
        <source>An empty tent scores nothing, and neither does a fortune teller still on its tent at the end of the game.</source>
        <translation>Pusty namiot nie daje nic, tak samo jak wróżka, która na koniec gry wciąż stoi w namiocie.</translation>
    </message>
    <message>
        <source>For every other rule a fortune teller is an ordinary follower: the plague may take it, but it is not a knight, a farmer or a monk.</source>
        <translation>Pod każdym innym względem wróżka jest zwykłym podwładnym: zaraza może ją zabrać, ale nie jest ona ani rycerzem, ani chłopem, ani mnichem.</translation>
    </message>
    <message>
        <source>Blue&apos;s fortune teller has tiles on three sides. Red lays a tile on the fourth side: Red scores 3 points and Blue takes the fortune teller back. From now on Blue draws one tile fewer.</source>
        <translation>Wróżka Niebieskiego ma płytki z trzech stron. Czerwony dokłada płytkę z czwartej: Czerwony zdobywa 3 punkty, a Niebieski zabiera wróżkę. Od teraz Niebieski dobiera o jedną płytkę mniej.</translation>
    </message>
    <message>
        <source>The published Fortune Teller tiles are not available to us, so the eight tile layouts in this game are its own: fields, roads and small cities around a tent. The rules are those of the expansion.</source>
        <translation>Wydane płytki Wróżki nie są dla nas dostępne, dlatego ta gra używa własnych wzorów ośmiu płytek: łąki, drogi i małe miasta wokół namiotu. Zasady są takie jak w dodatku.</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <source>Click one of your ringed followers to send it home.</source>
        <translation>Kliknij jednego ze swoich zaznaczonych podwładnych, aby odesłać go do zapasu.</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <extracomment>%1: a player&apos;s name; %2: the follower&apos;s role (thief, knight, farmer, monk, fortune teller)</extracomment>
        <translation>Podwładny (%1): %2</translation>
    </message>
    <message>
        <source>Only your own followers on the land can go: click one with a red ring.</source>
        <translation>Odesłać możesz tylko własnego podwładnego z krainy: kliknij jednego z czerwoną obwódką.</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <extracomment>%1: the feature and the follower&apos;s role, e.g. &quot;road (thief)&quot;</extracomment>
        <translation>Wystaw tutaj: %1</translation>
    </message>
    <message>
        <source>+%L1</source>
        <extracomment>points just scored, e.g. &quot;+6&quot;</extracomment>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>Lay the tile here</source>
        <translation>Połóż płytkę tutaj</translation>
    </message>
    <message>
        <source>The tile fits here when turned: press R or right-click.</source>
        <translation>Płytka pasuje tutaj po obróceniu: naciśnij R lub kliknij prawym przyciskiem.</translation>
    </message>
    <message>
        <source>The tile cannot go there: try a lit spot.</source>
        <translation>Płytka nie może tam trafić: spróbuj podświetlonego miejsca.</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile and click it to deploy a follower there, or press S to skip.</source>
        <translation>Wskaż drogę, miasto, łąkę lub klasztor nowej płytki i kliknij, aby wystawić tam podwładnego, lub naciśnij S, aby pominąć.</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <source>Game saved as %1.</source>
        <translation>Zapisano grę jako %1.</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>Zastąpić %1?</translation>
    </message>
    <message>
        <source>A file of that name is already in this folder. Saving the game replaces it.</source>
        <translation>W tym folderze jest już plik o tej nazwie. Zapisanie gry go zastąpi.</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Zastąp</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Otwarto %1.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Zamknij pomoc</translation>
    </message>
    <message>
        <source>Close the help (%1)</source>
        <translation>Zamknij pomoc (%1)</translation>
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
        <translation>Wybierz graczy i zasady, a potem rozpocznij grę.</translation>
    </message>
    <message>
        <source>The game is over: here are the final scores.</source>
        <translation>Koniec gry: oto wyniki końcowe.</translation>
    </message>
    <message>
        <source>The pig walks round the wheel…</source>
        <translation>Świnia idzie po kole…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>%1: a computer player&apos;s name</extracomment>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 wykonuje ruch…</translation>
    </message>
    <message>
        <source>%1: choose one of the drawn tiles</source>
        <translation>%1: wybierz jedną z dobranych płytek</translation>
    </message>
    <message>
        <source>%1: place the tile</source>
        <translation>%1: dołóż płytkę</translation>
    </message>
    <message>
        <source>%1: deploy a follower or skip</source>
        <translation>%1: wystaw podwładnego lub pomiń</translation>
    </message>
    <message>
        <source>%1: choose a follower to lose to the plague</source>
        <translation>%1: wybierz podwładnego, którego zabierze zaraza</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Rozpocząć nową grę?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. A new game takes its place.</source>
        <translation>Trwająca gra nie została zapisana. Zastąpi ją nowa gra.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Rozpocznij nową grę</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Otworzyć inną grę?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The game you open takes its place.</source>
        <translation>Trwająca gra nie została zapisana. Zastąpi ją otwierana gra.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Wybierz grę</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Game saved as %1.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>Zapisano grę jako %1.</translation>
    </message>
    <message>
        <source>A computer player is stuck: %1</source>
        <translation>Gracz komputerowy utknął: %1</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Nie udało się automatycznie zapisać gry: %1</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>The strong computer player is thinking about your move…</source>
        <translation>Trudny komputer zastanawia się nad twoim ruchem…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>%1: the name of the player (or computer) who acts now</extracomment>
        <translation>Czekanie na: %1…</translation>
    </message>
    <message>
        <source>%1: end the turn (%2) or take the choice back (%3)</source>
        <extracomment>%1: the player&apos;s name; %2, %3: the keys (Enter, Esc)</extracomment>
        <translation>%1: zakończ turę (%2) lub cofnij wybór (%3)</translation>
    </message>
    <message>
        <source>Replay: the table at the start of turn %L1</source>
        <extracomment>%L1: the turn whose start the replay shows (the table after one turn fewer)</extracomment>
        <translation>Powtórka: stół na początku tury %L1</translation>
    </message>
    <message>
        <source>Replay: the table at the end of the game</source>
        <translation>Powtórka: stół na końcu gry</translation>
    </message>
    <message>
        <source>Leave this game for a puzzle?</source>
        <translation>Zostawić tę grę dla zadania?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The puzzle takes its place.</source>
        <translation>Trwająca gra nie została zapisana. Zadanie zajmie jej miejsce.</translation>
    </message>
    <message>
        <source>Go to the puzzle</source>
        <translation>Przejdź do zadania</translation>
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
        <translation>Przykład</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>W tej grze</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
</context>
<context>
    <name>HelpView</name>
    <message>
        <source>The game in one screen</source>
        <translation>Cała gra na jednym ekranie</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Przygotowanie gry</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Przebieg tury</translation>
    </message>
    <message>
        <source>Wheel tiles and the pig</source>
        <translation>Płytki z kołem i świnia</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Podatki</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Głód</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inkwizycja</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Zaraza</translation>
    </message>
    <message>
        <source>Crown spaces</source>
        <translation>Miejsca z koroną</translation>
    </message>
    <message>
        <source>The Fortune Teller</source>
        <translation>Wróżka</translation>
    </message>
    <message>
        <source>Scoring at a glance</source>
        <translation>Punktacja w skrócie</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Opcje zasad</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Podstawy</translation>
    </message>
    <message>
        <source>The six wheel events</source>
        <translation>Sześć wydarzeń Koła</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Pozostałe zasady</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Pomoc do zasad</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Strony pomocy</translation>
    </message>
    <message>
        <source>Wheel event %1 of 6</source>
        <translation>Wydarzenie Koła %1 z 6</translation>
    </message>
    <message>
        <source>This sector has one crown space. When the pig stops here, after the event, a follower standing on it scores 3 points and goes back to its owner.</source>
        <translation>Ten sektor ma jedno miejsce z koroną. Gdy świnia się tu zatrzyma, po wydarzeniu stojący na nim podwładny zdobywa 3 punkty i wraca do właściciela.</translation>
    </message>
    <message>
        <source>This sector has two crown spaces. When the pig stops here, after the event, a follower alone on them scores 6 points; two followers score 3 points each. Then they go back to their owners.</source>
        <translation>Ten sektor ma dwa miejsca z koroną. Gdy świnia się tu zatrzyma, po wydarzeniu samotny podwładny zdobywa 6 punktów, a dwaj podwładni po 3 punkty. Potem wracają do właścicieli.</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>Zobacz też</translation>
    </message>
</context>
<context>
    <name>HintGhost</name>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
</context>
<context>
    <name>InquisitionPage</name>
    <message>
        <source>Each player scores &lt;b&gt;2 points&lt;/b&gt; for every monk on the landscape, that is, every follower in a cloister, finished or not.</source>
        <translation>Każdy gracz zdobywa &lt;b&gt;2 punkty&lt;/b&gt; za każdego swojego mnicha w krainie, czyli za każdego podwładnego w klasztorze, ukończonym lub nie.</translation>
    </message>
    <message>
        <source>The monks stay in their cloisters. Followers on crown spaces are not monks.</source>
        <translation>Mnisi zostają w klasztorach. Podwładni na miejscach z koroną nie są mnichami.</translation>
    </message>
    <message>
        <source>Red has monks in two cloisters and Blue has one. Red scores 2 × 2 = 4 points and Blue 2 points. Green has no monk and scores nothing.</source>
        <translation>Czerwony ma mnichów w dwóch klasztorach, a Niebieski w jednym. Czerwony zdobywa 2 × 2 = 4 punkty, a Niebieski 2 punkty. Zielony nie ma mnicha i nie dostaje nic.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Dołącz do gry</translation>
    </message>
    <message>
        <source>Paste the link the host gave you, or type the address, the port and the table code.</source>
        <translation>Wklej link od gospodarza albo wpisz adres, port i kod stołu.</translation>
    </message>
    <message>
        <source>Link to the table</source>
        <translation>Link do stołu</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation>Adres gospodarza</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Ostatnie</translation>
    </message>
    <message>
        <source>Recent servers</source>
        <translation>Ostatnie serwery</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Kod stołu</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>jeśli stół je ma</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>fortunas:// links name a secure (TLS) server.</source>
        <translation>Linki fortunas:// wskazują bezpieczny serwer (TLS).</translation>
    </message>
    <message>
        <source>Secure server (TLS, wss://)</source>
        <translation>Bezpieczny serwer (TLS, wss://)</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Obserwuj</translation>
    </message>
</context>
<context>
    <name>MarginGraph</name>
    <message>
        <source>Expected margin over the game</source>
        <translation>Oczekiwana przewaga w trakcie gry</translation>
    </message>
    <message>
        <source>Turn %L1: %L2 points lost</source>
        <extracomment>%L2: a number with one decimal</extracomment>
        <translation>Tura %L1: stracone punkty: %L2</translation>
    </message>
</context>
<context>
    <name>MyTablesDialog</name>
    <message>
        <source>My tables</source>
        <translation>Moje stoły</translation>
    </message>
    <message>
        <source>You sit at no network table. Tables you join or create on a server show here, so that you can come back to them.</source>
        <translation>Nie siedzisz przy żadnym stole sieciowym. Stoły, do których dołączysz lub które utworzysz na serwerze, pojawią się tutaj, aby można było do nich wrócić.</translation>
    </message>
    <message>
        <source>The tables you sit at, on every server you played on. A turn-based table waits for you: come back whenever you like.</source>
        <translation>Stoły, przy których siedzisz, ze wszystkich serwerów, z których korzystasz. Stół turowy na ciebie czeka: wróć, kiedy chcesz.</translation>
    </message>
    <message>
        <source>%1 · move before %2</source>
        <extracomment>%1 what happens at the table, %2 a date and time</extracomment>
        <translation>%1 · ruch przed %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Zapomnij</translation>
    </message>
    <message>
        <source>Asking the servers…</source>
        <translation>Odpytywanie serwerów…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Odśwież</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>NetLobby</name>
    <message>
        <source>You host this game</source>
        <translation>Jesteś gospodarzem tej gry</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Gra sieciowa</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>this computer has no network address</source>
        <translation>ten komputer nie ma adresu sieciowego</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Kod stołu</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>needed to join</source>
        <translation>wymagane do dołączenia</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Wolne miejsce: czekanie na gracza…</translation>
    </message>
    <message>
        <source>computer for now</source>
        <translation>na razie komputer</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>komputer</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>ten komputer</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>połączony</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>rozłączony</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Oddaj z powrotem</translation>
    </message>
    <message>
        <source>Computer plays it</source>
        <translation>Niech gra komputer</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opuść stół</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Watching table %1</source>
        <translation>Obserwujesz stół %1</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Przestań obserwować</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Rejoin the network game?</source>
        <translation>Wrócić do gry sieciowej?</translation>
    </message>
    <message>
        <source>You were playing at table %1 when Fortuna closed. Your seat is kept for you.</source>
        <translation>Gra przy stole %1 trwała, gdy Fortuna się zamknęła. Twoje miejsce czeka.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Wróć</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Join a network game?</source>
        <translation>Dołączyć do gry sieciowej?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The network game takes its place.</source>
        <translation>Trwająca gra nie została zapisana. Zastąpi ją gra sieciowa.</translation>
    </message>
    <message>
        <source>Watching table %1: you do not play.</source>
        <extracomment>shown over the board of a spectator; %1 is the table code</extracomment>
        <translation>Obserwujesz stół %1: nie grasz.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Zamknąć stół?</translation>
    </message>
    <message>
        <source>The game under way ends for every player at the table.</source>
        <translation>Trwająca gra zakończy się dla wszystkich graczy przy stole.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <source>These options are chosen when a new game is set up and stay the same for the whole game.</source>
        <translation>Te opcje wybiera się przy przygotowaniu nowej gry i nie zmieniają się do jej końca.</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Zestaw płytek</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (the default): the 72 tiles of the expansion, 19 of them with a wheel icon.</source>
        <translation>Koło Fortuny (domyślnie): 72 płytki dodatku, w tym 19 z symbolem koła.</translation>
    </message>
    <message>
        <source>Base game and wheel: the 72 tiles of the base game plus the 19 wheel tiles, 91 in all. The game is longer and the pig moves less often.</source>
        <translation>Gra podstawowa i koło: 72 płytki gry podstawowej oraz 19 płytek z kołem, razem 91. Gra trwa dłużej, a świnia rusza się rzadziej.</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Wróżka</translation>
    </message>
    <message>
        <source>Off by default. Switched on, it adds the 8 tiles with a tent, and fortune tellers let their owners draw extra tiles.</source>
        <translation>Domyślnie wyłączona. Po włączeniu dochodzi 8 płytek z namiotem, a wróżki pozwalają właścicielom dobierać dodatkowe płytki.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Głód</translation>
    </message>
    <message>
        <source>Every farmer (the default): at Famine each farmer scores for its farm.</source>
        <translation>Każdy chłop (domyślnie): przy Głodzie każdy chłop punktuje za swoją łąkę.</translation>
    </message>
    <message>
        <source>Only the majority, as in the 2009 first print: at Famine only the player or players with the most farmers on a farm score there.</source>
        <translation>Tylko większość, jak w pierwszym nakładzie z 2009 roku: przy Głodzie na każdej łące punktują tylko gracz lub gracze, którzy mają tam najwięcej chłopów.</translation>
    </message>
    <message>
        <source>Wheel as starting tile</source>
        <translation>Koło jako płytka startowa</translation>
    </message>
    <message>
        <source>On by default: the wheel board lies in the middle and the landscape grows around it, its rim joining roads, cities and fields. Switched off, the wheel lies beside the landscape, and the game starts from one ordinary tile with a city edge and a straight road.</source>
        <translation>Domyślnie włączone: Koło Fortuny leży pośrodku, kraina rozrasta się wokół niego, a jego brzeg łączy drogi, miasta i łąki. Po wyłączeniu koło leży obok krainy, a gra zaczyna się od zwykłej płytki z fragmentem miasta i prostą drogą.</translation>
    </message>
    <message>
        <source>Tile set: base game and wheel, 91 tiles.</source>
        <translation>Zestaw płytek: gra podstawowa i koło, 91 płytek.</translation>
    </message>
    <message>
        <source>Tile set: The Wheel of Fortune, 72 tiles.</source>
        <translation>Zestaw płytek: Koło Fortuny, 72 płytki.</translation>
    </message>
    <message>
        <source>Fortune Teller: on.</source>
        <translation>Wróżka: włączona.</translation>
    </message>
    <message>
        <source>Fortune Teller: off.</source>
        <translation>Wróżka: wyłączona.</translation>
    </message>
    <message>
        <source>Famine: only the majority scores.</source>
        <translation>Głód: punktuje tylko większość.</translation>
    </message>
    <message>
        <source>Famine: every farmer scores.</source>
        <translation>Głód: punktuje każdy chłop.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: on.</source>
        <translation>Koło jako płytka startowa: włączone.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: off.</source>
        <translation>Koło jako płytka startowa: wyłączone.</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Together you build a landscape of roads, cities, cloisters and fields, one tile per turn, and place your followers on it to score points. Whoever has the most points at the end wins.</source>
        <translation>Razem budujecie krainę z dróg, miast, klasztorów i łąk, po jednej płytce na turę, i stawiacie na niej podwładnych, by zdobywać punkty. Wygrywa ten, kto na końcu ma najwięcej punktów.</translation>
    </message>
    <message>
        <source>In the middle of the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>Pośrodku krainy leży Koło Fortuny z dużą różową świnią. Niektóre płytki mają symbol koła: gdy dobierzesz taką płytkę, świnia idzie po kole, a sektor, na którym się zatrzyma, wywołuje wydarzenie, dobre albo złe.</translation>
    </message>
    <message>
        <source>Beside the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>Obok krainy leży Koło Fortuny z dużą różową świnią. Niektóre płytki mają symbol koła: gdy dobierzesz taką płytkę, świnia idzie po kole, a sektor, na którym się zatrzyma, wywołuje wydarzenie, dobre albo złe.</translation>
    </message>
    <message>
        <source>Your turn in short</source>
        <translation>Tura w skrócie</translation>
    </message>
    <message>
        <source>Draw a tile. A wheel icon turns the wheel first.</source>
        <translation>Dobierz płytkę. Symbol koła najpierw obraca koło.</translation>
    </message>
    <message>
        <source>Lay the tile so that it matches the land around it.</source>
        <translation>Dołóż płytkę tak, by pasowała do terenu wokół.</translation>
    </message>
    <message>
        <source>You may put a follower on it, or on a crown space of the wheel.</source>
        <translation>Możesz postawić na niej podwładnego albo na miejscu z koroną na kole.</translation>
    </message>
    <message>
        <source>Score what your tile has completed.</source>
        <translation>Podlicz to, co ukończyła twoja płytka.</translation>
    </message>
    <message>
        <source>Ways to score</source>
        <translation>Jak zdobywać punkty</translation>
    </message>
    <message>
        <source>Completed roads, cities and cloisters, as soon as they are finished.</source>
        <translation>Drogi, miasta i klasztory, gdy tylko zostaną ukończone.</translation>
    </message>
    <message>
        <source>The six wheel events: Fortune, Taxes, Famine, Storm, Inquisition and Plague.</source>
        <translation>Sześć wydarzeń Koła: Fortuna, Podatki, Głód, Burza, Inkwizycja i Zaraza.</translation>
    </message>
    <message>
        <source>Crown spaces, when the pig stops on their sector.</source>
        <translation>Miejsca z koroną, gdy świnia zatrzyma się na ich sektorze.</translation>
    </message>
    <message>
        <source>Completed tents of the Fortune Teller.</source>
        <translation>Ukończone namioty Wróżki.</translation>
    </message>
    <message>
        <source>Unfinished features and farms, at the end of the game.</source>
        <translation>Nieukończone obszary i łąki, na koniec gry.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>Na początku w worku jest %n płytka terenu.</numerusform>
            <numerusform>Na początku w worku są %n płytki terenu.</numerusform>
            <numerusform>Na początku w worku jest %n płytek terenu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fortune Teller is in play.</source>
        <translation>Wróżka bierze udział w grze.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not in play.</source>
        <translation>Wróżka nie bierze udziału w grze.</translation>
    </message>
    <message>
        <source>At Famine, only the player or players with the most farmers on a farm score.</source>
        <translation>Przy Głodzie punktują tylko gracz lub gracze z największą liczbą chłopów na łące.</translation>
    </message>
    <message>
        <source>At Famine, every farmer scores.</source>
        <translation>Przy Głodzie punktuje każdy chłop.</translation>
    </message>
    <message>
        <source>The wheel board is the starting tile.</source>
        <translation>Koło Fortuny jest płytką startową.</translation>
    </message>
    <message>
        <source>The wheel board lies beside the landscape.</source>
        <translation>Koło Fortuny leży obok krainy.</translation>
    </message>
</context>
<context>
    <name>PlaguePage</name>
    <message>
        <source>Each player must take one of their own followers off the landscape and return it to their supply. The player chooses which one.</source>
        <translation>Każdy gracz musi zdjąć z krainy jednego ze swoich podwładnych i odłożyć go do zapasu. Którego, decyduje sam gracz.</translation>
    </message>
    <message>
        <source>The player whose turn it is goes first, then the others follow in turn order.</source>
        <translation>Zaczyna aktywny gracz, a po nim pozostali w kolejności tur.</translation>
    </message>
    <message>
        <source>Followers on crown spaces are safe from the plague. A player with no follower on the landscape skips.</source>
        <translation>Podwładni na miejscach z koroną są bezpieczni przed zarazą. Gracz bez podwładnych w krainie pomija ten krok.</translation>
    </message>
    <message>
        <source>A fortune teller on its tent is an ordinary follower here and may be chosen.</source>
        <translation>Wróżka w namiocie jest tu zwykłym podwładnym i może zostać wybrana.</translation>
    </message>
    <message>
        <source>Red, Blue and Green play in that order, and Blue draws the tile that sends the pig to Plague.</source>
        <translation>Czerwony, Niebieski i Zielony grają w tej kolejności, a Niebieski dobiera płytkę, która wysyła świnię na Zarazę.</translation>
    </message>
    <message>
        <source>Blue removes a follower first.</source>
        <translation>Najpierw podwładnego zdejmuje Niebieski.</translation>
    </message>
    <message>
        <source>Then Green: Green&apos;s only followers stand on crown spaces, so Green skips.</source>
        <translation>Potem Zielony: jego jedyni podwładni stoją na miejscach z koroną, więc pomija ten krok.</translation>
    </message>
    <message>
        <source>Last, Red removes a follower.</source>
        <translation>Na końcu podwładnego zdejmuje Czerwony.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%1, %2, %L3 points, %n follower(s) in supply</source>
        <translation>
            <numerusform>%1, %2, punkty: %L3, %n podwładny w zapasie</numerusform>
            <numerusform>%1, %2, punkty: %L3, %n podwładnych w zapasie</numerusform>
            <numerusform>%1, %2, punkty: %L3, %n podwładnych w zapasie</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>teraz gra</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>gra</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>twoja tura</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) in supply</source>
        <translation>
            <numerusform>%n podwładny w zapasie</numerusform>
            <numerusform>%n podwładnych w zapasie</numerusform>
            <numerusform>%n podwładnych w zapasie</numerusform>
        </translation>
    </message>
    <message>
        <source>× %L1</source>
        <translation>× %L1</translation>
    </message>
    <message numerus="yes">
        <source>%n fortune teller(s) on tents</source>
        <translation>
            <numerusform>%n wróżka w namiocie</numerusform>
            <numerusform>%n wróżki w namiotach</numerusform>
            <numerusform>%n wróżek w namiotach</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>rozłączony</translation>
    </message>
    <message>
        <source>remote player</source>
        <translation>gracz zdalny</translation>
    </message>
    <message>
        <source>choosing a follower</source>
        <translation>wybiera podwładnego</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if the game ended now</source>
        <translation>
            <numerusform>%n punkt, gdyby gra skończyła się teraz</numerusform>
            <numerusform>%n punkty, gdyby gra skończyła się teraz</numerusform>
            <numerusform>%n punktów, gdyby gra skończyła się teraz</numerusform>
        </translation>
    </message>
    <message>
        <source>end: %L1</source>
        <extracomment>the player&apos;s score if the game ended now (final scoring included)</extracomment>
        <translation>koniec: %L1</translation>
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
        <translation>rozwiązane</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Klawisz: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Pokaż lepszy ruch</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Następne zadanie</translation>
    </message>
    <message>
        <source>All puzzles…</source>
        <translation>Wszystkie zadania…</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>The better move takes drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Lepszy ruch bierze dobraną płytkę nr %1.</translation>
    </message>
    <message>
        <source>The better move takes another of the drawn tiles.</source>
        <translation>Lepszy ruch bierze inną z dobranych płytek.</translation>
    </message>
    <message>
        <source>The better move gives back the follower in the frame tagged “Better move”.</source>
        <translation>Lepszy ruch oddaje podwładnego z ramki oznaczonej „Lepszy ruch”.</translation>
    </message>
    <message>
        <source>The better move lays the tile in the frame tagged “Better move”.</source>
        <translation>Lepszy ruch kładzie płytkę w ramce oznaczonej „Lepszy ruch”.</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Podwładny: miejsce z koroną w sektorze %1.</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Podwładny: %1.</translation>
    </message>
    <message>
        <source>No follower.</source>
        <translation>Bez podwładnego.</translation>
    </message>
    <message>
        <source>It keeps %1 points more than the move of your game.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Daje o %1 pkt więcej niż ruch z twojej gry.</translation>
    </message>
    <message>
        <source>Find a better move: in your game you lost %1 points here.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Znajdź lepszy ruch: w twojej grze ruch wykonany tutaj kosztował cię %1 pkt.</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Sprawdzam twój ruch…</translation>
    </message>
    <message>
        <source>Right: this is the best move.</source>
        <translation>Dobrze: to najlepszy ruch.</translation>
    </message>
    <message>
        <source>Right: this move is within one point of the best.</source>
        <translation>Dobrze: ten ruch ustępuje najlepszemu najwyżej o punkt.</translation>
    </message>
    <message>
        <source>%1 goes on to the next puzzle.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 przechodzi do następnego zadania.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points against the best. Try again (%2), or see the better move.</source>
        <extracomment>%1: points, one decimal; %2: the name of the Enter key</extracomment>
        <translation>Jeszcze nie: ten ruch traci %1 pkt względem najlepszego. Spróbuj ponownie (%2) albo zobacz lepszy ruch.</translation>
    </message>
    <message>
        <source>Puzzle · turn %L1</source>
        <translation>Zadanie · tura %L1</translation>
    </message>
    <message>
        <source>The better move is on the board: play it, or go on to the next puzzle.</source>
        <translation>Lepszy ruch jest na planszy: zagraj go albo przejdź do następnego zadania.</translation>
    </message>
    <message>
        <source>The better move was shown, so the puzzle stays unsolved: try it again later.</source>
        <translation>Lepszy ruch został pokazany, więc zadanie pozostaje nierozwiązane: spróbuj ponownie później.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Jeszcze nie: ten ruch traci %1 pkt.</translation>
    </message>
    <message>
        <source>Right, but the better move was shown: not solved.</source>
        <translation>Dobrze, ale lepszy ruch był pokazany: nierozwiązane.</translation>
    </message>
    <message>
        <source>The Plague: choose one of your followers on the land, one ringed in red.</source>
        <translation>Zaraza: wybierz jednego ze swoich podwładnych w krainie — tego w czerwonym kółku.</translation>
    </message>
    <message>
        <source>The Fortune Teller: take one of the drawn tiles.</source>
        <translation>Wróżka: weź jedną z dobranych płytek.</translation>
    </message>
    <message>
        <source>Lay the tile in hand, with a follower or without.</source>
        <translation>Połóż płytkę z ręki, z podwładnym albo bez.</translation>
    </message>
    <message>
        <source>The tile is turned %1 degrees there.</source>
        <extracomment>%1: 0, 90, 180 or 270, as the tile in hand&apos;s turn is said</extracomment>
        <translation>Płytka jest tam obrócona o %1 stopni.</translation>
    </message>
</context>
<context>
    <name>PuzzlesDialog</name>
    <message>
        <source>Puzzles from your games</source>
        <translation>Zadania z twoich gier</translation>
    </message>
    <message>
        <source>No puzzles yet. Open a finished game in Your games and analyse it: each move where you lost 5 points or more becomes a puzzle here, the board as it was and the tile in hand, for you to find a better move.</source>
        <translation>Na razie brak zadań. Otwórz ukończoną grę w Twoich grach i przeanalizuj ją: każdy ruch, który kosztował cię 5 pkt lub więcej, staje się tu zadaniem — plansza taka, jaka była, i płytka w ręce — a ty szukasz lepszego ruchu.</translation>
    </message>
    <message>
        <source>Each puzzle is a move of yours that lost 5 points or more. Find a better one: any move within one point of the best is right.</source>
        <translation>Każde zadanie to twój ruch, który stracił 5 pkt lub więcej. Znajdź lepszy: dobry jest każdy ruch, który ustępuje najlepszemu najwyżej o punkt.</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <extracomment>%1 puzzles solved of %2</extracomment>
        <translation>Rozwiązane: %1 z %2</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>rozwiązane</translation>
    </message>
    <message>
        <source>to solve</source>
        <translation>do rozwiązania</translation>
    </message>
    <message>
        <source>Turn %L1 · %2</source>
        <extracomment>%1: the turn, %2: &quot;7.5 points lost&quot;</extracomment>
        <translation>Tura %L1 · %2</translation>
    </message>
    <message>
        <source>%1 · against %2</source>
        <extracomment>%1: the date of the game, %2: the opponents</extracomment>
        <translation>%1 · przeciw: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Twoje gry…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
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
        <translation>Spacja</translation>
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
        <translation>droga</translation>
    </message>
    <message>
        <source>city</source>
        <translation>miasto</translation>
    </message>
    <message>
        <source>field</source>
        <translation>łąka</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Podatki</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Głód</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inkwizycja</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Zaraza</translation>
    </message>
    <message>
        <source>The north edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Północna krawędź nie pasuje (ta płytka: %1, sąsiednia: %2).</translation>
    </message>
    <message>
        <source>The east edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Wschodnia krawędź nie pasuje (ta płytka: %1, sąsiednia: %2).</translation>
    </message>
    <message>
        <source>The south edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Południowa krawędź nie pasuje (ta płytka: %1, sąsiednia: %2).</translation>
    </message>
    <message>
        <source>The west edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Zachodnia krawędź nie pasuje (ta płytka: %1, sąsiednia: %2).</translation>
    </message>
    <message>
        <source>Choose one of the drawn tiles first.</source>
        <translation>Najpierw wybierz jedną z dobranych płytek.</translation>
    </message>
    <message>
        <source>The plague comes first: a follower must be given back.</source>
        <translation>Najpierw Zaraza: trzeba oddać podwładnego.</translation>
    </message>
    <message>
        <source>Place the tile first.</source>
        <translation>Najpierw połóż płytkę.</translation>
    </message>
    <message>
        <source>Deploy a follower or skip first.</source>
        <translation>Najpierw wystaw podwładnego albo pomiń.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Koniec gry.</translation>
    </message>
    <message>
        <source>A game needs 2 to 5 players, not %1.</source>
        <translation>Gra wymaga od 2 do 5 graczy, a nie %1.</translation>
    </message>
    <message>
        <source>The deck holds a tile that does not exist.</source>
        <translation>Stos zawiera płytkę, która nie istnieje.</translation>
    </message>
    <message>
        <source>The deck holds tile %1, which needs the Fortune Teller option.</source>
        <translation>Stos zawiera płytkę %1, która wymaga opcji Wróżka.</translation>
    </message>
    <message>
        <source>There is no tile to choose now.</source>
        <translation>Teraz nie ma płytki do wyboru.</translation>
    </message>
    <message>
        <source>There is no such drawn tile.</source>
        <translation>Nie ma takiej dobranej płytki.</translation>
    </message>
    <message>
        <source>Tile %1 fits nowhere on the table.</source>
        <translation>Płytki %1 nie da się nigdzie położyć.</translation>
    </message>
    <message>
        <source>No plague is waiting for a follower.</source>
        <translation>Żadna Zaraza nie czeka na podwładnego.</translation>
    </message>
    <message>
        <source>No tile is waiting to be placed.</source>
        <translation>Żadna płytka nie czeka na położenie.</translation>
    </message>
    <message>
        <source>A tile turns only by quarter turns.</source>
        <translation>Płytkę obraca się tylko co ćwierć obrotu.</translation>
    </message>
    <message>
        <source>That place is too far from the other tiles.</source>
        <translation>To miejsce jest za daleko od innych płytek.</translation>
    </message>
    <message>
        <source>A tile already lies there.</source>
        <translation>Tam już leży płytka.</translation>
    </message>
    <message>
        <source>The tile must touch a tile already on the table.</source>
        <translation>Płytka musi stykać się z płytką, która już leży na stole.</translation>
    </message>
    <message>
        <source>There is no placement to take back.</source>
        <translation>Nie ma dołożonej płytki do cofnięcia.</translation>
    </message>
    <message>
        <source>No placed tile is waiting for a follower.</source>
        <translation>Żadna położona płytka nie czeka na podwładnego.</translation>
    </message>
    <message>
        <source>No follower is left in the supply.</source>
        <translation>W zapasie nie został żaden podwładny.</translation>
    </message>
    <message>
        <source>The %1 sector has no such crown space.</source>
        <translation>Sektor %1 nie ma takiego miejsca z koroną.</translation>
    </message>
    <message>
        <source>That crown space is taken.</source>
        <translation>To miejsce z koroną jest już zajęte.</translation>
    </message>
    <message>
        <source>The tile has no such place for a follower.</source>
        <translation>Płytka nie ma takiego miejsca dla podwładnego.</translation>
    </message>
    <message>
        <source>Each player may have at most two fortune tellers on the table.</source>
        <translation>Każdy gracz może mieć na stole najwyżej dwie wróżki.</translation>
    </message>
    <message>
        <source>The rules do not allow this.</source>
        <translation>Zasady na to nie pozwalają.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where %1 has a follower.</source>
        <translation>Ta droga jest zajęta: po położeniu płytki łączy się z drogą, na której %1 ma podwładnego.</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where %1 has a follower.</source>
        <translation>To miasto jest zajęte: po położeniu płytki łączy się z miastem, w którym %1 ma podwładnego.</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where %1 has a follower.</source>
        <translation>Ta łąka jest zajęta: po położeniu płytki łączy się z łąką, na której %1 ma podwładnego.</translation>
    </message>
    <message>
        <source>%1 already has a follower there.</source>
        <translation>%1 ma już tam podwładnego.</translation>
    </message>
    <message>
        <source>There is no such place for a follower on that tile.</source>
        <translation>Na tej płytce nie ma takiego miejsca dla podwładnego.</translation>
    </message>
    <message>
        <source>%1 has no follower there.</source>
        <translation>%1 nie ma tam podwładnego.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where you have a follower.</source>
        <translation>Ta droga jest zajęta: po położeniu płytki łączy się z drogą, na której masz podwładnego.</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where you have a follower.</source>
        <translation>To miasto jest zajęte: po położeniu płytki łączy się z miastem, w którym masz podwładnego.</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where you have a follower.</source>
        <translation>Ta łąka jest zajęta: po położeniu płytki łączy się z łąką, na której masz podwładnego.</translation>
    </message>
    <message>
        <source>You already have a follower there.</source>
        <translation>Masz już tam podwładnego.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay · turn %L1 of %L2</source>
        <translation>Powtórka · tura %L1 z %L2</translation>
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
        <translation>Zakończ powtórkę</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Gdzie stracono punkty, ruch po ruchu, i ile szczęścia było w dobieraniu</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizuj</translation>
    </message>
    <message>
        <source>To the start (%1)</source>
        <extracomment>%1: the key&apos;s name (Home)</extracomment>
        <translation>Na początek (%1)</translation>
    </message>
    <message>
        <source>One turn back (%1)</source>
        <translation>Jedna tura wstecz (%1)</translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <extracomment>%1: the key&apos;s name (Space)</extracomment>
        <translation>Pauza (%1)</translation>
    </message>
    <message>
        <source>Play the turns one after the other (%1)</source>
        <translation>Odtwarzaj tury jedna po drugiej (%1)</translation>
    </message>
    <message>
        <source>One turn forward (%1)</source>
        <translation>Jedna tura naprzód (%1)</translation>
    </message>
    <message>
        <source>To the end (%1)</source>
        <extracomment>%1: the key&apos;s name (End)</extracomment>
        <translation>Na koniec (%1)</translation>
    </message>
    <message>
        <source>Back to the game (%1)</source>
        <extracomment>%1: the key&apos;s name (Esc)</extracomment>
        <translation>Powrót do gry (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Replay · the end of the game, after %n turn(s)</source>
        <translation>
            <numerusform>Powtórka · koniec gry, po %n turze</numerusform>
            <numerusform>Powtórka · koniec gry, po %n turach</numerusform>
            <numerusform>Powtórka · koniec gry, po %n turach</numerusform>
        </translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Na początek</translation>
    </message>
    <message>
        <source>One turn back</source>
        <translation>Jedna tura wstecz</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Play the turns one after the other</source>
        <translation>Odtwarzaj tury jedna po drugiej</translation>
    </message>
    <message>
        <source>One turn forward</source>
        <translation>Jedna tura naprzód</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Na koniec</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Continue your last game?</source>
        <translation>Kontynuować ostatnią grę?</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game was kept when Fortuna closed: turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>Przy zamknięciu Fortuny zachowano niedokończoną grę: tura %1, została %n płytka.</numerusform>
            <numerusform>Przy zamknięciu Fortuny zachowano niedokończoną grę: tura %1, zostały %n płytki.</numerusform>
            <numerusform>Przy zamknięciu Fortuny zachowano niedokończoną grę: tura %1, zostało %n płytek.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept when Fortuna closed.</source>
        <translation>Przy zamknięciu Fortuny zachowano niedokończoną grę.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1: a date and time in the local format</extracomment>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
</context>
<context>
    <name>RotateButton</name>
    <message>
        <source>Turn clockwise</source>
        <translation>Obróć w prawo</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Obróć w lewo</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores over the turns</source>
        <translation>Punkty w kolejnych turach</translation>
    </message>
    <message>
        <source>final</source>
        <translation>koniec</translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>During the game</source>
        <translation>W trakcie gry</translation>
    </message>
    <message>
        <source>Completed road: 1 point per tile.</source>
        <translation>Ukończona droga: 1 punkt za płytkę.</translation>
    </message>
    <message>
        <source>Completed city: 2 points per tile and 2 per pennant.</source>
        <translation>Ukończone miasto: 2 punkty za płytkę i 2 za herb.</translation>
    </message>
    <message>
        <source>Completed cloister, with all eight neighbours filled: 9 points.</source>
        <translation>Ukończony klasztor, otoczony ośmioma sąsiadami: 9 punktów.</translation>
    </message>
    <message>
        <source>Completed tent: 3 points for the player who completed it.</source>
        <translation>Ukończony namiot: 3 punkty dla gracza, który go ukończył.</translation>
    </message>
    <message>
        <source>Wheel events and crown spaces, when the pig stops: see their pages.</source>
        <translation>Wydarzenia Koła i miejsca z koroną, gdy świnia się zatrzyma: zobacz ich strony.</translation>
    </message>
    <message>
        <source>A road or city goes to the player with the most followers on it. With equal numbers, each of those players scores in full. A tile counts once for a feature, even when the feature crosses it twice.</source>
        <translation>Droga lub miasto przypada graczowi, który ma na nich najwięcej podwładnych. Przy remisie każdy z tych graczy dostaje pełne punkty. Płytka liczy się dla obszaru raz, nawet gdy obszar przecina ją dwukrotnie.</translation>
    </message>
    <message>
        <source>Each cell of the wheel board&apos;s rim that carries part of a road or city counts as one tile of it, and the wheel board&apos;s cells count as filled neighbours of a cloister.</source>
        <translation>Każde pole brzegu Koła Fortuny z fragmentem drogi lub miasta liczy się jako jedna jego płytka, a pola koła liczą się jako zajęte pola wokół klasztoru.</translation>
    </message>
    <message>
        <source>At the end of the game</source>
        <translation>Na koniec gry</translation>
    </message>
    <message>
        <source>Unfinished road: 1 point per tile.</source>
        <translation>Nieukończona droga: 1 punkt za płytkę.</translation>
    </message>
    <message>
        <source>Unfinished city: 1 point per tile and 1 per pennant.</source>
        <translation>Nieukończone miasto: 1 punkt za płytkę i 1 za herb.</translation>
    </message>
    <message>
        <source>Unfinished cloister: 1 point, plus 1 per filled neighbour.</source>
        <translation>Nieukończony klasztor: 1 punkt i po 1 za każdą sąsiednią płytkę.</translation>
    </message>
    <message>
        <source>Farms: on each farm, the player or players with the most farmers score 3 points for every completed city that touches it.</source>
        <translation>Łąki: na każdej łące gracz lub gracze z największą liczbą chłopów zdobywają 3 punkty za każde przylegające ukończone miasto.</translation>
    </message>
    <message>
        <source>Followers on crown spaces score nothing.</source>
        <translation>Podwładni na miejscach z koroną nie dają nic.</translation>
    </message>
    <message>
        <source>Fortune tellers still on their tents score nothing.</source>
        <translation>Wróżki wciąż stojące w namiotach nie dają nic.</translation>
    </message>
    <message>
        <source>The player with the most points wins; equal points share the victory.</source>
        <translation>Wygrywa gracz z największą liczbą punktów; przy remisie zwycięstwo jest wspólne.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Colour of player %1: %2</source>
        <extracomment>%1: the seat&apos;s number (1–5); %2: the colour&apos;s name</extracomment>
        <translation>Kolor gracza %1: %2</translation>
    </message>
    <message>
        <source>Colour: %1 (click to change)</source>
        <translation>Kolor: %1 (kliknij, aby zmienić)</translation>
    </message>
    <message>
        <source>%1 (swap with %2)</source>
        <translation>%1 (zamiana z: %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Player %1 is played by</source>
        <translation>Gracza %1 prowadzi</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Usuń gracza %1</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Usuń tego gracza</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Kolor gracza %1</translation>
    </message>
</context>
<context>
    <name>ServerTables</name>
    <message>
        <source>Tables on this server</source>
        <translation>Stoły na tym serwerze</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>Odpytywanie…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Odśwież</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh: its open tables show here.</source>
        <translation>Wpisz adres serwera, potem Odśwież: jego otwarte stoły pojawią się tutaj.</translation>
    </message>
    <message>
        <source>%1 · under way</source>
        <extracomment>%1 the rules, %2 free seats of %3; a game under way says so</extracomment>
        <translation>%1 · w toku</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free</source>
        <translation>%1 · wolne miejsca: %2 z %3</translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation>%1 na ruch</translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation>Wymagane hasło</translation>
    </message>
    <message>
        <source>password</source>
        <translation>hasło</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Obserwuj</translation>
    </message>
</context>
<context>
    <name>SetupEvenGame</name>
    <message>
        <source>Even game for you: %1</source>
        <extracomment>the setup&apos;s suggestion from your rating; %1 a computer level (&quot;Computer · intermediate&quot;)</extracomment>
        <translation>Wyrównana gra dla ciebie: %1</translation>
    </message>
    <message>
        <source>Play against %1: an even game for you</source>
        <translation>Zagraj z: %1 — wyrównana gra dla ciebie</translation>
    </message>
    <message>
        <source>Choose it</source>
        <translation>Wybierz</translation>
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
        <translation>Port, na którym otwierasz stół</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Password the players must give (optional)</source>
        <translation>Hasło, które muszą podać gracze (opcjonalne)</translation>
    </message>
    <message>
        <source>Friends join with the address, port and code shown once you host.</source>
        <translation>Znajomi dołączą, podając adres, port i kod, które pojawią się po otwarciu stołu.</translation>
    </message>
    <message>
        <source>Play with friends on other computers: open a seat to a remote player, or join their table.</source>
        <translation>Graj ze znajomymi na innych komputerach: otwórz miejsce dla gracza zdalnego albo dołącz do ich stołu.</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Dołącz do gry…</translation>
    </message>
    <message>
        <source>Where the table is hosted</source>
        <translation>Gdzie stoi stół</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Na tym komputerze</translation>
    </message>
    <message>
        <source>On a server</source>
        <translation>Na serwerze</translation>
    </message>
    <message>
        <source>Address of the server</source>
        <translation>Adres serwera</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>adres serwera</translation>
    </message>
    <message>
        <source>Port of the server</source>
        <translation>Port serwera</translation>
    </message>
    <message>
        <source>Secure (TLS)</source>
        <translation>Bezpieczny (TLS)</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Moje stoły…</translation>
    </message>
    <message>
        <source>List this table on the server</source>
        <translation>Pokaż ten stół na liście serwera</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Czas na ruch</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>the time a player has for each move of a turn-based table</extracomment>
        <translation>Bez limitu</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 godzina</translation>
    </message>
    <message>
        <source>12 hours</source>
        <translation>12 godzin</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 dzień</translation>
    </message>
    <message>
        <source>3 days</source>
        <translation>3 dni</translation>
    </message>
    <message>
        <source>The table stays on the server: close Fortuna and come back to it from My tables.</source>
        <translation>Stół zostaje na serwerze: zamknij Fortunę i wróć do niego z Moich stołów.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Fortuna is played by 2 to 5 players. Each player takes the 7 followers of one colour: red, blue, green, yellow or black. Players take their turns in the order of the player list.</source>
        <translation>W Fortunę gra od 2 do 5 osób. Każdy bierze 7 podwładnych jednego koloru: czerwonego, niebieskiego, zielonego, żółtego lub czarnego. Gracze wykonują tury w kolejności listy graczy.</translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation>Płytki</translation>
    </message>
    <message>
        <source>This game uses the 72 tiles of the base game together with the 19 wheel tiles of the expansion: 91 land tiles.</source>
        <translation>W tej grze używa się 72 płytek gry podstawowej razem z 19 płytkami z symbolem koła z dodatku: 91 płytek terenu.</translation>
    </message>
    <message>
        <source>This game uses the 72 land tiles of The Wheel of Fortune. Nineteen of them show a wheel icon.</source>
        <translation>W tej grze używa się 72 płytek terenu z Koła Fortuny. Dziewiętnaście z nich ma symbol koła.</translation>
    </message>
    <message>
        <source>The 8 Fortune Teller tiles are shuffled in as well.</source>
        <translation>Wmieszane jest też 8 płytek Wróżki.</translation>
    </message>
    <message>
        <source>The Fortune Teller tiles are left out.</source>
        <translation>Płytki Wróżki zostają w pudełku.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>Na początku w worku jest %n płytka terenu.</numerusform>
            <numerusform>Na początku w worku są %n płytki terenu.</numerusform>
            <numerusform>Na początku w worku jest %n płytek terenu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wheel board</source>
        <translation>Koło Fortuny</translation>
    </message>
    <message>
        <source>The land on the rim belongs to the landscape: a road or city that runs onto the rim is scored together with it. Nobody may put a follower on the board itself.</source>
        <translation>Teren na brzegu należy do krainy: droga lub miasto, które na niego wchodzą, są z nim razem podliczane. Nikt nie może postawić podwładnego na samym kole.</translation>
    </message>
    <message>
        <source>In this game the wheel board lies beside the landscape. Its events and crown spaces work as usual, but no tile is laid against it. The landscape starts from one tile with a city edge and a straight road, taken out of the bag.</source>
        <translation>W tej grze Koło Fortuny leży obok krainy. Jego wydarzenia i miejsca z koroną działają jak zwykle, ale nie dokłada się do niego płytek. Kraina zaczyna się od jednej płytki z fragmentem miasta i prostą drogą, wyjętej z worka.</translation>
    </message>
    <message>
        <source>The big pink pig starts on the Fortune sector of the wheel.</source>
        <translation>Duża różowa świnia zaczyna na sektorze Fortuny.</translation>
    </message>
    <message>
        <source>The wheel board, four tiles by four, lies in the middle of the table and is the starting tile. Its rim shows land: three cities, three roads and three fields. The first land tiles are laid against its rim.</source>
        <translation>Koło Fortuny, wielkości cztery na cztery płytki, leży na środku stołu i jest płytką startową. Na jego brzegu widać teren: trzy miasta, trzy drogi i trzy łąki. Pierwsze płytki terenu dokłada się do tego brzegu.</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Carcassonne with the Wheel of Fortune: choose who plays and how.</source>
        <translation>Carcassonne z Kołem Fortuny: wybierz, kto gra i na jakich zasadach.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Dodaj gracza</translation>
    </message>
    <message>
        <source>Players take turns in this order. Several people can share this screen; computer players move by themselves.</source>
        <translation>Gracze wykonują tury w tej kolejności. Przy jednym ekranie może grać kilka osób; gracze komputerowi ruszają się sami.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Płytki</translation>
    </message>
    <message>
        <source>The Fortune Teller (8 tiles with a tent)</source>
        <translation>Wróżka (8 płytek z namiotem)</translation>
    </message>
    <message>
        <source>The wheel is the start tile</source>
        <translation>Koło jako płytka startowa</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Głód</translation>
    </message>
    <message>
        <source>Every farmer scores</source>
        <translation>Punktuje każdy chłop</translation>
    </message>
    <message>
        <source>Only the farm&apos;s majority scores (first print)</source>
        <translation>Punktuje tylko większość na łące (pierwszy nakład)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowe</translation>
    </message>
    <message>
        <source>Seed (optional): the same seed shuffles the tiles the same way</source>
        <translation>Ziarno (opcjonalne): to samo ziarno tasuje płytki tak samo</translation>
    </message>
    <message>
        <source>Optional. The same seed gives the same order of tiles.</source>
        <translation>Opcjonalne. To samo ziarno daje tę samą kolejność płytek.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Explain this rule</source>
        <translation>Wyjaśnij tę zasadę</translation>
    </message>
    <message>
        <source>Host this game</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>The bare board game: no hints, no previews of what a move would score, no bag and no analysis until the game is over.</source>
        <translation>Sama gra planszowa: bez podpowiedzi, bez podglądu, ile dałby ruch, bez worka i bez analizy aż do końca partii.</translation>
    </message>
    <message>
        <source>Play without aids</source>
        <translation>Graj bez pomocy</translation>
    </message>
    <message>
        <source>New to the game? A short guided game against Bruno shows each rule once.</source>
        <translation>Pierwszy raz? Krótka partia z przewodnikiem przeciwko Brunowi pokazuje każdą zasadę po jednym razie.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Explain this rule: %1</source>
        <extracomment>%1: the rule&apos;s label (&quot;The Fortune Teller (8 tiles with a tent)&quot;): four such buttons must not read the same</extracomment>
        <translation>Wyjaśnij tę zasadę: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Turn the tile clockwise / anticlockwise (or right-click)</source>
        <translation>Obróć płytkę w prawo / w lewo (lub prawy przycisk myszy)</translation>
    </message>
    <message>
        <source>Go through the places you can choose now</source>
        <translation>Przełączaj między dostępnymi teraz miejscami</translation>
    </message>
    <message>
        <source>Confirm the chosen place; without a choice, no follower</source>
        <translation>Zatwierdź wybrane miejsce; bez wyboru – bez podwładnego</translation>
    </message>
    <message>
        <source>Deploy no follower</source>
        <translation>Nie wystawiaj podwładnego</translation>
    </message>
    <message>
        <source>Pick the laid tile up again</source>
        <translation>Podnieś z powrotem dołożoną płytkę</translation>
    </message>
    <message>
        <source>Choose a drawn tile (Fortune Teller)</source>
        <translation>Wybierz dobraną płytkę (Wróżka)</translation>
    </message>
    <message>
        <source>Move, zoom, centre the board</source>
        <translation>Przesuń, powiększ, wyśrodkuj planszę</translation>
    </message>
    <message>
        <source>Show or hide the event log</source>
        <translation>Pokaż lub ukryj dziennik zdarzeń</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Pomoc do zasad</translation>
    </message>
    <message>
        <source>New game / open a game</source>
        <translation>Nowa gra / otwórz grę</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Zapisz / zapisz jako</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Open the Game menu</source>
        <translation>Otwórz menu Gra</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>two keys that do the same, e.g. &quot;R / E&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Arrows, %1 / %2, %3</source>
        <translation>Strzałki, %1 / %2, %3</translation>
    </message>
    <message>
        <source>Show or hide the tiles left in the bag</source>
        <translation>Pokaż lub ukryj płytki pozostałe w worku</translation>
    </message>
    <message>
        <source>Sound effects on or off</source>
        <translation>Włącz lub wyłącz efekty dźwiękowe</translation>
    </message>
    <message>
        <source>In a replay: a turn back or forward, to the start or the end, play or pause</source>
        <translation>W powtórce: tura wstecz lub naprzód, na początek lub na koniec, odtwarzanie lub pauza</translation>
    </message>
    <message>
        <source>Suggest a move (the strong computer player&apos;s choice)</source>
        <translation>Podpowiedz ruch (wybór trudnego komputera)</translation>
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
        <translation>W otwartym dzienniku zdarzeń: wpis w górę lub w dół, strona, pierwszy lub ostatni (czytnik ekranu odczytuje każdy)</translation>
    </message>
    <message>
        <source>%1+letter</source>
        <extracomment>Alt and a letter: &quot;Alt+letter&quot;</extracomment>
        <translation>%1+litera</translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined; in a menu: the arrows, %1, %2, or the letter underlined in an item</source>
        <extracomment>%1, %2: the keys Enter and Esc</extracomment>
        <translation>Otwórz menu, którego tytuł ma tę literę podkreśloną; w menu: strzałki, %1, %2 lub litera podkreślona w pozycji</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>In a puzzle: try again after a wrong answer, show the better move, the next puzzle</source>
        <translation>W zadaniu: spróbuj ponownie po złej odpowiedzi, pokaż lepszy ruch, następne zadanie</translation>
    </message>
    <message>
        <source>On the new game&apos;s page: start the game, from its button or while typing a name</source>
        <translation>Na stronie nowej gry: rozpocznij grę – przyciskiem lub przy wpisywaniu imienia</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Choose a tile</source>
        <translation>Wybierz płytkę</translation>
    </message>
    <message>
        <source>Tile laid</source>
        <translation>Płytka dołożona</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Płytka w ręce</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n płytka w worku</numerusform>
            <numerusform>%n płytki w worku</numerusform>
            <numerusform>%n płytek w worku</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation>Tura %L1</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Koło</translation>
    </message>
    <message>
        <source>Show the tiles left in the bag (B)</source>
        <translation>Pokaż płytki pozostałe w worku (B)</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>north</source>
        <translation>północ</translation>
    </message>
    <message>
        <source>east</source>
        <translation>wschód</translation>
    </message>
    <message>
        <source>south</source>
        <translation>południe</translation>
    </message>
    <message>
        <source>west</source>
        <translation>zachód</translation>
    </message>
    <message>
        <source>to the north</source>
        <translation>na północy</translation>
    </message>
    <message>
        <source>to the east</source>
        <translation>na wschodzie</translation>
    </message>
    <message>
        <source>to the south</source>
        <translation>na południu</translation>
    </message>
    <message>
        <source>to the west</source>
        <translation>na zachodzie</translation>
    </message>
    <message>
        <source>a city %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>miasto %1</translation>
    </message>
    <message>
        <source>a road %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>droga %1</translation>
    </message>
    <message>
        <source>a field %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>łąka %1</translation>
    </message>
    <message>
        <source>city</source>
        <translation>miasto</translation>
    </message>
    <message>
        <source>road</source>
        <translation>droga</translation>
    </message>
    <message>
        <source>field</source>
        <translation>łąka</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one side of a tile for a screen reader: &quot;north: city&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a cloister</source>
        <translation>klasztor</translation>
    </message>
    <message>
        <source>a Fortune Teller&apos;s tent</source>
        <translation>namiot wróżki</translation>
    </message>
    <message>
        <source>a pennant</source>
        <translation>herb</translation>
    </message>
    <message>
        <source>wheel icon %1</source>
        <extracomment>the wheel icon of a tile: the pig walks that many sectors</extracomment>
        <translation>symbol koła %1</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <extracomment>a tile for a screen reader: its four sides, then what else it shows</extracomment>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>a cell of the board for a screen reader; the wheel covers columns and rows 1 to 4</extracomment>
        <translation>Kolumna %1, rząd %2</translation>
    </message>
    <message>
        <source>the wheel %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (the wheel beside a spot of the board)</extracomment>
        <translation>Koło Fortuny %1</translation>
    </message>
    <message>
        <source>%1; touches %2.</source>
        <extracomment>a spot of the board and what it touches: &quot;Column 5, row 2; touches a city to the west.&quot;</extracomment>
        <translation>%1; sąsiedztwo: %2.</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <extracomment>the description of a greyed control for a screen reader (Qt 6.4 cannot say it otherwise)</extracomment>
        <translation>Niedostępne</translation>
    </message>
    <message>
        <source>to the north-north-west</source>
        <translation>na północnym północnym zachodzie</translation>
    </message>
    <message>
        <source>to the north-north-east</source>
        <translation>na północnym północnym wschodzie</translation>
    </message>
    <message>
        <source>to the east-north-east</source>
        <translation>na wschodnim północnym wschodzie</translation>
    </message>
    <message>
        <source>to the east-south-east</source>
        <translation>na wschodnim południowym wschodzie</translation>
    </message>
    <message>
        <source>to the south-south-east</source>
        <translation>na południowym południowym wschodzie</translation>
    </message>
    <message>
        <source>to the south-south-west</source>
        <translation>na południowym południowym zachodzie</translation>
    </message>
    <message>
        <source>to the west-south-west</source>
        <translation>na zachodnim południowym zachodzie</translation>
    </message>
    <message>
        <source>to the west-north-west</source>
        <translation>na zachodnim północnym zachodzie</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>No game against the computer yet.</source>
        <translation>Jeszcze żadnej gry z komputerem.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>No finished game of yours yet. Play a game to its end (or import saved games in Your games), and your statistics show here: your wins against each computer level, where your points come from, and how many points your moves lose.</source>
        <translation>Nie masz jeszcze żadnej ukończonej gry. Rozegraj grę do końca (albo zaimportuj zapisane gry w oknie Twoje gry), a tu pojawią się Twoje statystyki: wygrane z każdym poziomem komputera, skąd biorą się Twoje punkty i ile punktów tracą Twoje ruchy.</translation>
    </message>
</context>
<context>
    <name>StatsAccuracy</name>
    <message numerus="yes">
        <source>in %n analysed game(s)</source>
        <translation>
            <numerusform>w %n przeanalizowanej grze</numerusform>
            <numerusform>w %n przeanalizowanych grach</numerusform>
            <numerusform>w %n przeanalizowanych grach</numerusform>
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
            <numerusform>w %n grze</numerusform>
            <numerusform>w %n grach</numerusform>
            <numerusform>w %n grach</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; lower is better. By month: %2.</source>
        <extracomment>%1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1; im mniej, tym lepiej. Według miesięcy: %2.</translation>
    </message>
    <message>
        <source>Points lost per move: %1 on average %2</source>
        <extracomment>%1 the mean points lost per move (a decision of the analysis), %2 &quot;in N analysed games&quot;</extracomment>
        <translation>Punkty stracone na ruch: średnio %1 %2</translation>
    </message>
    <message>
        <source>Points lost per move</source>
        <translation>Punkty stracone na ruch</translation>
    </message>
    <message>
        <source>No game of yours analysed yet. Analyse a game from its end screen or from Your games, and the points your moves lose show here, month by month.</source>
        <translation>Żadna z Twoich gier nie jest jeszcze przeanalizowana. Przeanalizuj grę z jej ekranu końcowego albo z okna Twoje gry, a tu pojawią się punkty tracone przez Twoje ruchy, miesiąc po miesiącu.</translation>
    </message>
</context>
<context>
    <name>StatsLevel</name>
    <message>
        <source>%1: no game</source>
        <extracomment>a month of the statistics without a game against this level; %1 the month</extracomment>
        <translation>%1: brak gier</translation>
    </message>
    <message>
        <source>%1: %2, %3 won, mean margin %4</source>
        <extracomment>a month of the statistics: %1 the month, %2 &quot;N games&quot;, %3 the games won, %4 the mean margin in points</extracomment>
        <translation>%1: %2, wygrane: %3, średnia różnica %4</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n gra</numerusform>
            <numerusform>%n gry</numerusform>
            <numerusform>%n gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Against %1: %2, %3 won (%4 %), mean margin %5</source>
        <extracomment>%1 a computer level (&quot;Computer · easy&quot;), %2 &quot;N games&quot;, %3 the games won, %4 their percentage, %5 the mean margin in points</extracomment>
        <translation>Przeciwnik %1: %2, wygrane: %3 (%4%), średnia różnica %5</translation>
    </message>
    <message>
        <source>%1. By month: %2.</source>
        <extracomment>the statistics against a level: %1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1. Według miesięcy: %2.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>a share of games won; %1 a percentage</extracomment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>StatsRating</name>
    <message>
        <source>Your rating: %1 ± %2</source>
        <extracomment>your rating now: %1 the estimate, %2 its margin (95 % of the time the true rating is within it)</extracomment>
        <translation>Twój ranking: %1 ± %2</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>Twój ranking</translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n game(s) against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.</source>
        <extracomment>the rating chart in words: %1 the heading, %2 the scale&apos;s sentence, %3 the computer level of an even game, %4 the ratings game by game</extracomment>
        <translation>
            <numerusform>%1, po %n grze z poziomami komputera. %2 Wyrównana gra dla ciebie: %3. Gra po grze, od najstarszej: %4.</numerusform>
            <numerusform>%1, po %n grach z poziomami komputera. %2 Wyrównana gra dla ciebie: %3. Gra po grze, od najstarszej: %4.</numerusform>
            <numerusform>%1, po %n grach z poziomami komputera. %2 Wyrównana gra dla ciebie: %3. Gra po grze, od najstarszej: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n more game(s) against the computer levels, as the only person at the table, and your rating shows here.</source>
        <translation>
            <numerusform>Zagraj jeszcze %n grę z poziomami komputera jako jedyna osoba przy stole, a tu pojawi się twój ranking.</numerusform>
            <numerusform>Zagraj jeszcze %n gry z poziomami komputera jako jedyna osoba przy stole, a tu pojawi się twój ranking.</numerusform>
            <numerusform>Zagraj jeszcze %n gier z poziomami komputera jako jedyna osoba przy stole, a tu pojawi się twój ranking.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured by your results against the computer levels, on their scale: Easy is 0, Normal %1, Master %2.</source>
        <extracomment>what the rating is measured against: %1 Normal&apos;s rating, %2 Master&apos;s</extracomment>
        <translation>Mierzony twoimi wynikami z poziomami komputera, na ich skali: łatwy to 0, średni %1, mistrz %2.</translation>
    </message>
    <message>
        <source>Your true strength is within ±%1 of this figure 95 % of the time.</source>
        <extracomment>after the rating&apos;s scale: %1 the rating&apos;s margin (&quot;±325&quot;: the figure, not the sign alone)</extracomment>
        <translation>Twoja prawdziwa siła mieści się w granicach ±%1 od tej liczby w 95% przypadków.</translation>
    </message>
</context>
<context>
    <name>StatsSources</name>
    <message>
        <source>%1 %L2 (%3 %, %4 a game)</source>
        <extracomment>a source of points: %1 its name (Roads, Storm…), %L2 the points, %3 their share in percent, %4 the mean per game</extracomment>
        <translation>%1 %L2 (%3%, %4 na grę)</translation>
    </message>
    <message numerus="yes">
        <source>Where your %n point(s) come from, %1</source>
        <extracomment>%n your points in all, %1 &quot;in N games&quot;</extracomment>
        <translation>
            <numerusform>Skąd pochodzi Twój %n punkt, %1</numerusform>
            <numerusform>Skąd pochodzą Twoje %n punkty, %1</numerusform>
            <numerusform>Skąd pochodzi Twoich %n punktów, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>w %n grze</numerusform>
            <numerusform>w %n grach</numerusform>
            <numerusform>w %n grach</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>None from %1.</source>
        <extracomment>the sources of points that gave none: %1 their names</extracomment>
        <translation>Zero punktów: %1.</translation>
    </message>
    <message>
        <source>%L1 · %2 % · %3 a game</source>
        <extracomment>a bar of the points&apos; sources: %L1 the points, %2 their share in percent, %3 the mean per game</extracomment>
        <translation>%L1 · %2% · %3 na grę</translation>
    </message>
    <message>
        <source>The Plague took %1, worth %2 then.</source>
        <extracomment>%1 &quot;N followers&quot;, %2 &quot;N points&quot;: what they were worth when given back</extracomment>
        <translation>Zaraza zabrała %1 (wartość w tamtej chwili: %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n podwładnego</numerusform>
            <numerusform>%n podwładnych</numerusform>
            <numerusform>%n podwładnych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plague never took a follower of yours.</source>
        <translation>Zaraza nigdy nie zabrała Ci podwładnego.</translation>
    </message>
</context>
<context>
    <name>StormPage</name>
    <message>
        <source>Each player scores &lt;b&gt;1 point&lt;/b&gt; for every follower waiting in their supply. Followers on the landscape or on crown spaces do not count.</source>
        <translation>Każdy gracz zdobywa &lt;b&gt;1 punkt&lt;/b&gt; za każdego podwładnego czekającego w jego zapasie. Podwładni w krainie i na miejscach z koroną się nie liczą.</translation>
    </message>
    <message>
        <source>The followers on the Storm crown spaces come home only after the event, so they do not count either.</source>
        <translation>Podwładni z miejsc z koroną Burzy wracają dopiero po wydarzeniu, więc też się nie liczą.</translation>
    </message>
    <message>
        <source>The pig stops on Storm. Red has 4 followers in supply. Blue has 1, and another blue follower stands alone on a Storm crown space.</source>
        <translation>Świnia zatrzymuje się na Burzy. Czerwony ma w zapasie 4 podwładnych. Niebieski ma 1, a drugi niebieski podwładny stoi samotnie na miejscu z koroną Burzy.</translation>
    </message>
    <message>
        <source>The storm: Red scores 4 points and Blue 1 point.</source>
        <translation>Burza: Czerwony zdobywa 4 punkty, a Niebieski 1 punkt.</translation>
    </message>
    <message>
        <source>Then the crown spaces: Blue&apos;s follower scores 6 points and comes home. Blue has scored 7 points in all.</source>
        <translation>Potem miejsca z koroną: podwładny Niebieskiego zdobywa 6 punktów i wraca. Razem Niebieski zdobył 7 punktów.</translation>
    </message>
</context>
<context>
    <name>TableExtras</name>
    <message>
        <source>This game is played without aids: the bag stays closed.</source>
        <translation>Ta partia toczy się bez pomocy: worek pozostaje zamknięty.</translation>
    </message>
    <message>
        <source>Sound on (%1 to mute)</source>
        <translation>Dźwięk włączony (%1, by wyciszyć)</translation>
    </message>
    <message>
        <source>Sound off (%1 to turn it on)</source>
        <translation>Dźwięk wyłączony (%1, by włączyć)</translation>
    </message>
</context>
<context>
    <name>TaxesPage</name>
    <message>
        <source>Taxes reward the knights, the followers standing in cities. A completed city has already sent its knights home, so only unfinished cities count.</source>
        <translation>Podatki nagradzają rycerzy, czyli podwładnych w miastach. Ukończone miasto już odesłało swoich rycerzy, więc liczą się tylko nieukończone miasta.</translation>
    </message>
    <message>
        <source>For &lt;b&gt;each&lt;/b&gt; of your knights you score 1 point per pennant in its city, plus 1 point per knight of yours in that same city.</source>
        <translation>Za &lt;b&gt;każdego&lt;/b&gt; swojego rycerza zdobywasz 1 punkt za każdy herb w jego mieście oraz 1 punkt za każdego swojego rycerza w tym samym mieście.</translation>
    </message>
    <message>
        <source>An unfinished city with two pennants holds two blue knights and one red knight.</source>
        <translation>W nieukończonym mieście z dwoma herbami stoją dwaj niebiescy rycerze i jeden czerwony.</translation>
    </message>
    <message>
        <source>Each blue knight earns 2 for the pennants plus 2 for the blue knights, that is 4. Blue scores 2 × 4 = &lt;b&gt;8 points&lt;/b&gt;.</source>
        <translation>Każdy niebieski rycerz daje 2 za herby i 2 za niebieskich rycerzy, czyli 4. Niebieski zdobywa 2 × 4 = &lt;b&gt;8 punktów&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The red knight earns 2 for the pennants plus 1 for the only red knight. Red scores &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Czerwony rycerz daje 2 za herby i 1 za jedynego czerwonego rycerza. Czerwony zdobywa &lt;b&gt;3 punkty&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The knights stay in their city and can score again at the next Taxes, or when the city is completed.</source>
        <translation>Rycerze zostają w mieście i mogą znów punktować przy następnych Podatkach albo gdy miasto zostanie ukończone.</translation>
    </message>
</context>
<context>
    <name>TileChoice</name>
    <message>
        <source>Your fortune tellers let you choose. Click a tile (or press its number).</source>
        <translation>Dzięki wróżkom możesz wybierać. Kliknij płytkę (lub naciśnij jej numer).</translation>
    </message>
    <message>
        <source>Choosing among the drawn tiles…</source>
        <translation>Wybór spośród dobranych płytek…</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <extracomment>%1: the tile&apos;s position among the drawn tiles, counted from 1</extracomment>
        <translation>Płytka %1</translation>
    </message>
    <message>
        <source>Tile %1: fits nowhere</source>
        <translation>Płytka %1: nigdzie nie pasuje</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>fits nowhere</source>
        <translation>nigdzie nie pasuje</translation>
    </message>
</context>
<context>
    <name>TileInHand</name>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Obróć w lewo (Shift+R)</translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation>Brak płytek</translation>
    </message>
    <message>
        <source>No tile in hand yet</source>
        <translation>Brak płytki w ręce</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Obróć w prawo (R)</translation>
    </message>
    <message>
        <source>Click a lit spot to lay the tile. R or a right click turns it.</source>
        <translation>Kliknij podświetlone miejsce, aby dołożyć płytkę. Obracasz ją klawiszem R lub prawym przyciskiem myszy.</translation>
    </message>
    <message>
        <source>It fits nowhere this way round: turn it (R).</source>
        <translation>Tak obrócona nigdzie nie pasuje: obróć ją (R).</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>No follower</source>
        <translation>Bez podwładnego</translation>
    </message>
    <message>
        <source>End the turn without deploying (S)</source>
        <translation>Zakończ turę bez wystawiania (S)</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile (it lights up) and click to deploy a follower there, or click a crown space of the wheel.</source>
        <translation>Wskaż drogę, miasto, łąkę lub klasztor nowej płytki (obszar się podświetli) i kliknij, aby wystawić tam podwładnego, albo kliknij miejsce z koroną na kole.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Tile in hand, turned %1 degrees. %2</source>
        <extracomment>%1: the angle; %2: the tile&apos;s four sides and what else it shows (north: city, east: road...)</extracomment>
        <translation>Płytka w ręce, obrócona o %1 stopni. %2</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s card first, then press Next.</source>
        <translation>Najpierw przeczytaj kartę lekcji, potem naciśnij „Dalej”.</translation>
    </message>
    <message>
        <source>Your choice waits: end the turn (%1), choose again, or take it back (%2).</source>
        <translation>Twój wybór czeka: zakończ turę (%1), wybierz inaczej lub cofnij go (%2).</translation>
    </message>
    <message>
        <source>Take the follower back (%1)</source>
        <translation>Cofnij podwładnego (%1)</translation>
    </message>
    <message>
        <source>Choose again among the drawn tiles (%1)</source>
        <translation>Wybierz ponownie spośród dobranych płytek (%1)</translation>
    </message>
    <message>
        <source>Pick the tile up again (%1)</source>
        <translation>Podnieś płytkę z powrotem (%1)</translation>
    </message>
    <message>
        <source>End the turn as it stands (%1)</source>
        <translation>Zakończ turę tak, jak jest (%1)</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the places, %2 confirms, %3: no follower.</source>
        <extracomment>%1, %2, %3: the keys Space, Enter and S</extracomment>
        <translation>Klawiatura: %1 przechodzi po miejscach, %2 potwierdza, %3: bez podwładnego.</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit spots, %2 lays the tile there.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>Klawiatura: %1 przechodzi po podświetlonych miejscach, %2 kładzie tam płytkę.</translation>
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
        <translation>Gra</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Resume the autosaved game</source>
        <translation>Wznów automatycznie zapisaną grę</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Ostatnie gry</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Widok</translation>
    </message>
    <message>
        <source>Centre the board</source>
        <translation>Wyśrodkuj planszę</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animacje</translation>
    </message>
    <message>
        <source>Computer players: quick</source>
        <translation>Gracze komputerowi: szybko</translation>
    </message>
    <message>
        <source>Computer players: steady</source>
        <translation>Gracze komputerowi: spokojnie</translation>
    </message>
    <message>
        <source>Computer players: slow</source>
        <translation>Gracze komputerowi: wolno</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Koło</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Rules help (%1)</source>
        <translation>Pomoc do zasad (%1)</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Zakończ powtórkę</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Obejrzyj powtórkę tej gry</translation>
    </message>
    <message>
        <source>Tiles in the bag</source>
        <translation>Płytki w worku</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Efekty dźwiękowe</translation>
    </message>
    <message>
        <source>Volume: soft</source>
        <translation>Głośność: cicho</translation>
    </message>
    <message>
        <source>Volume: medium</source>
        <translation>Głośność: średnio</translation>
    </message>
    <message>
        <source>Volume: loud</source>
        <translation>Głośność: głośno</translation>
    </message>
    <message>
        <source>Follow the computers&apos; tiles</source>
        <translation>Śledź płytki komputerów</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Podpowiedz ruch (H)</translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation>Wróć do gry sieciowej</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Dołącz do gry…</translation>
    </message>
    <message>
        <source>Network table…</source>
        <translation>Stół sieciowy…</translation>
    </message>
    <message>
        <source>About Fortuna</source>
        <translation>O programie Fortuna</translation>
    </message>
    <message>
        <source>Confirm the end of my turns</source>
        <translation>Potwierdzaj koniec moich tur</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Moje stoły…</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Twoje gry…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statystyki…</translation>
    </message>
    <message>
        <source>No game file saved or opened yet</source>
        <translation>Nie zapisano ani nie otwarto jeszcze żadnego pliku gry</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Zadania…</translation>
    </message>
</context>
<context>
    <name>TurnPage</name>
    <message>
        <source>Your turn has four steps, always in this order.</source>
        <translation>Twoja tura ma cztery kroki, zawsze w tej kolejności.</translation>
    </message>
    <message>
        <source>1. Draw a tile</source>
        <translation>1. Dobierz płytkę</translation>
    </message>
    <message>
        <source>Take one land tile from the bag, plus one more for each of your fortune tellers on the board, and keep one of them. The Fortune Teller page explains how.</source>
        <translation>Dobierz z worka jedną płytkę terenu i jeszcze po jednej za każdą swoją wróżkę w grze, a zatrzymaj jedną z nich. Jak to działa, wyjaśnia strona Wróżki.</translation>
    </message>
    <message>
        <source>Take one land tile from the bag.</source>
        <translation>Dobierz z worka jedną płytkę terenu.</translation>
    </message>
    <message>
        <source>If the tile shows a wheel icon, the wheel turns first: the pig walks, the event of the sector where it stops takes place, and the crown spaces of that sector are scored. Then you go on with the tile.</source>
        <translation>Jeśli płytka ma symbol koła, najpierw obraca się koło: świnia idzie, zachodzi wydarzenie sektora, na którym się zatrzyma, i podlicza się miejsca z koroną tego sektora. Potem dokładasz tę płytkę jak zwykle.</translation>
    </message>
    <message>
        <source>2. Place the tile</source>
        <translation>2. Dołóż płytkę</translation>
    </message>
    <message>
        <source>Lay the tile so that it touches the landscape and every edge matches its neighbour: city against city, road against road, field against field. You may turn it as you like.</source>
        <translation>Dołóż płytkę tak, by stykała się z krainą, a każda krawędź pasowała do sąsiedniej: miasto do miasta, droga do drogi, łąka do łąki. Możesz ją dowolnie obracać.</translation>
    </message>
    <message>
        <source>A tile that fits nowhere is shown to everyone and put out of the game, and you draw again. If the new tile has a wheel icon, the wheel turns again.</source>
        <translation>Płytkę, która nigdzie nie pasuje, pokazuje się wszystkim i usuwa z gry, a ty dobierasz nową. Jeśli nowa płytka ma symbol koła, koło znów się obraca.</translation>
    </message>
    <message>
        <source>3. Deploy a follower</source>
        <translation>3. Wystaw podwładnego</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, in a cloister as a monk, or on a tent as a fortune teller.</source>
        <translation>Możesz postawić jednego podwładnego z zapasu na właśnie dołożonej płytce: na drodze, w mieście jako rycerza, na łące jako chłopa, w klasztorze jako mnicha albo w namiocie jako wróżkę.</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, or in a cloister as a monk.</source>
        <translation>Możesz postawić jednego podwładnego z zapasu na właśnie dołożonej płytce: na drodze, w mieście jako rycerza, na łące jako chłopa albo w klasztorze jako mnicha.</translation>
    </message>
    <message>
        <source>The road, city or field must be free: no follower may stand on any part of it, even on other tiles.</source>
        <translation>Droga, miasto lub łąka muszą być wolne: na żadnej ich części nie może stać podwładny, także na innych płytkach.</translation>
    </message>
    <message>
        <source>Instead, you may put the follower on any free crown space of the wheel. One follower per turn at most, and you may also deploy none.</source>
        <translation>Zamiast tego możesz postawić podwładnego na dowolnym wolnym miejscu z koroną na kole. Najwyżej jeden podwładny na turę; możesz też nie wystawiać żadnego.</translation>
    </message>
    <message>
        <source>4. Score</source>
        <translation>4. Podlicz punkty</translation>
    </message>
    <message>
        <source>Every road, city or cloister that your tile completes is scored at once, and its followers go back to their owners.</source>
        <translation>Każda droga, miasto lub klasztor ukończone twoją płytką są od razu podliczane, a ich podwładni wracają do właścicieli.</translation>
    </message>
    <message>
        <source>Then each tent that your tile has closed in on all four sides is scored.</source>
        <translation>Potem podlicza się każdy namiot, który twoja płytka otoczyła ze wszystkich czterech stron.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>The game ends after the turn in which the last tile is laid or put aside. The final scoring then counts what is still unfinished, and the player with the most points wins. Equal points share the victory.</source>
        <translation>Gra kończy się po turze, w której dołożono lub odłożono ostatnią płytkę. Punktacja końcowa podlicza wtedy wszystko, co nieukończone, a wygrywa gracz z największą liczbą punktów. Przy remisie zwycięstwo jest wspólne.</translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the card of the lesson: &quot;Learn to play · step 3 of 16&quot;</extracomment>
        <translation>Naucz się grać · krok %1 z %2</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Opuść lekcję</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>Zagraj z łatwym komputerem</translation>
    </message>
</context>
<context>
    <name>TutorialLayer</name>
    <message>
        <source>Start the lesson?</source>
        <translation>Rozpocząć lekcję?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The lesson takes its place.</source>
        <translation>Trwająca partia nie została zapisana. Lekcja zajmie jej miejsce.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Rozpocznij lekcję</translation>
    </message>
</context>
<context>
    <name>TutorialResumeDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>The lesson is under way, at step %1 of %2. Go on with it, or start it again from the beginning?</source>
        <translation>Lekcja trwa, jesteś na kroku %1 z %2. Kontynuować ją czy zacząć od początku?</translation>
    </message>
    <message>
        <source>You left the lesson before its end. Continue where you left off, or start it again from the beginning?</source>
        <translation>Lekcja została przerwana przed końcem. Kontynuować od miejsca przerwania czy zacząć od początku?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Zacznij od nowa</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Welcome! In a few turns against Bruno you will try what the Wheel of Fortune adds to Carcassonne.</source>
        <translation>Witaj! W kilku turach przeciwko Brunowi wypróbujesz, co Koło Fortuny dodaje do Carcassonne.</translation>
    </message>
    <message>
        <source>The big board in the middle is the wheel: it is also the first tile of the landscape, and the pink pig stands on its Fortune sector. Press Next to begin.</source>
        <translation>Duża plansza pośrodku to koło: jest też pierwszą płytką krainy, a różowa świnia stoi na jego sektorze Fortuna. Naciśnij „Dalej”, aby zacząć.</translation>
    </message>
    <message>
        <source>Your tile is a piece of city with a pennant. Lay it on the lit spot, against the wheel&apos;s city.</source>
        <translation>Twoja płytka to kawałek miasta z herbem. Połóż ją na podświetlonym miejscu, przy mieście koła.</translation>
    </message>
    <message>
        <source>Every edge must match its neighbour: city against city, road against road, field against field.</source>
        <translation>Każda krawędź musi pasować do sąsiedniej: miasto do miasta, droga do drogi, łąka do łąki.</translation>
    </message>
    <message>
        <source>Now claim the city: click the lit ring to put a follower there. A follower in a city is a knight.</source>
        <translation>Teraz zajmij miasto: kliknij podświetlony pierścień, aby wystawić tam podwładnego. Podwładny w mieście to rycerz.</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn: he lays a road north of the wheel and puts a follower on it.</source>
        <translation>Tura Bruna: kładzie drogę na północ od koła i wystawia na niej podwładnego.</translation>
    </message>
    <message>
        <source>Your new tile goes on with your city and starts a road. Lay it on the lit spot.</source>
        <translation>Twoja nowa płytka przedłuża twoje miasto i zaczyna drogę. Połóż ją na podświetlonym miejscu.</translation>
    </message>
    <message>
        <source>Try to put another follower in your city: click the lit ring.</source>
        <translation>Spróbuj wystawić kolejnego podwładnego w swoim mieście: kliknij podświetlony pierścień.</translation>
    </message>
    <message>
        <source>Refused: your knight already holds this city. Put the follower on the road instead: click the lit ring.</source>
        <translation>Odmowa: twój rycerz już zajmuje to miasto. Wystaw podwładnego na drodze: kliknij podświetlony pierścień.</translation>
    </message>
    <message>
        <source>Bruno drew a tile with a wheel icon 1: before he lays it, the pig walks one sector clockwise, to Taxes, and the event of Taxes takes place.</source>
        <translation>Bruno dobrał płytkę z symbolem koła 1: zanim ją położy, świnia przechodzi o jeden sektor zgodnie z ruchem wskazówek zegara, na Podatki, i zachodzi wydarzenie Podatków.</translation>
    </message>
    <message>
        <source>Taxes pay each knight 1 point per pennant in its city plus 1 per knight of its owner there: your knight earns 2 points. Press Next.</source>
        <translation>Podatki dają każdemu rycerzowi 1 punkt za każdy herb w jego mieście plus 1 za każdego rycerza jego właściciela w tym mieście: twój rycerz zdobywa 2 punkty. Naciśnij „Dalej”.</translation>
    </message>
    <message>
        <source>Bruno lays his tile.</source>
        <translation>Bruno kładzie swoją płytkę.</translation>
    </message>
    <message>
        <source>A field with a cloister this time. Lay it on the lit spot, south of the wheel.</source>
        <translation>Tym razem łąka z klasztorem. Połóż płytkę na podświetlonym miejscu, na południe od koła.</translation>
    </message>
    <message>
        <source>Put one on the lit crown of Famine, the sector after the pig&apos;s.</source>
        <translation>Wystaw jednego na podświetlonej koronie Głodu — następnego sektora po tym, na którym stoi świnia.</translation>
    </message>
    <message>
        <source>Bruno&apos;s tile had a wheel icon 1 again: the pig walked on to Famine. Your follower on its crown scored 3 points and came back to you.</source>
        <translation>Płytka Bruna znów miała symbol koła 1: świnia przeszła dalej, na Głód. Twój podwładny na koronie Głodu zdobył 3 punkty i wrócił do ciebie.</translation>
    </message>
    <message>
        <source>Famine pays the farmers too, the followers in fields: nobody has one yet. Press Next.</source>
        <translation>Głód płaci też chłopom, czyli podwładnym na łąkach: nikt jeszcze żadnego nie ma. Naciśnij „Dalej”.</translation>
    </message>
    <message>
        <source>Your tile shows a wheel icon 3: the pig walked past Storm and Inquisition and stopped on Plague.</source>
        <translation>Twoja płytka ma symbol koła 3: świnia minęła Burzę i Inkwizycję i zatrzymała się na Zarazie.</translation>
    </message>
    <message>
        <source>Click one of your followers.</source>
        <translation>Kliknij jednego ze swoich podwładnych.</translation>
    </message>
    <message>
        <source>Bruno gives back his follower.</source>
        <translation>Bruno oddaje swojego podwładnego.</translation>
    </message>
    <message>
        <source>Now a normal game begins, against Bruno at the Easy level.</source>
        <translation>Teraz zaczyna się zwykła partia przeciwko Brunowi na poziomie łatwym.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Lay a tile</source>
        <translation>Połóż płytkę</translation>
    </message>
    <message>
        <source>Claim the city</source>
        <translation>Zajmij miasto</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn</source>
        <translation>Tura Bruna</translation>
    </message>
    <message>
        <source>A city and a road</source>
        <translation>Miasto i droga</translation>
    </message>
    <message>
        <source>A claim refused</source>
        <translation>Odmowa</translation>
    </message>
    <message>
        <source>Claim the road</source>
        <translation>Zajmij drogę</translation>
    </message>
    <message>
        <source>The pig walks to Taxes</source>
        <translation>Świnia idzie na Podatki</translation>
    </message>
    <message>
        <source>A crown of the wheel</source>
        <translation>Korona koła</translation>
    </message>
    <message>
        <source>The crown pays</source>
        <translation>Korona płaci</translation>
    </message>
    <message>
        <source>The Plague</source>
        <translation>Zaraza</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lekcja ukończona</translation>
    </message>
    <message>
        <source>Well done! You have laid tiles, claimed a city, a road and a crown, seen a claim refused, and watched Taxes, a crown and the Plague at work. The rules help (%1) tells the rest.</source>
        <translation>Brawo! Już umiesz kłaść płytki i zajmować miasto, drogę i koronę, wiesz, kiedy zajęcie zostaje odrzucone, i znasz działanie Podatków, korony i Zarazy. Resztę opisuje pomoc zasad (%1).</translation>
    </message>
    <message>
        <source>Press Next to watch Bruno play.</source>
        <translation>Naciśnij „Dalej”, aby zobaczyć ruch Bruna.</translation>
    </message>
    <message>
        <source>Bruno is playing…</source>
        <translation>Bruno wykonuje ruch…</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit places, %2 confirms.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>Klawiatura: %1 przechodzi po podświetlonych miejscach, %2 potwierdza.</translation>
    </message>
</context>
<context>
    <name>WheelBanner</name>
    <message>
        <source>%1 drew a wheel tile!</source>
        <translation>%1 dobiera płytkę z kołem!</translation>
    </message>
    <message numerus="yes">
        <source>The pig walks %n sector(s) clockwise…</source>
        <translation>
            <numerusform>Świnia przesuwa się o %n sektor zgodnie z ruchem wskazówek zegara…</numerusform>
            <numerusform>Świnia przesuwa się o %n sektory zgodnie z ruchem wskazówek zegara…</numerusform>
            <numerusform>Świnia przesuwa się o %n sektorów zgodnie z ruchem wskazówek zegara…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s).</source>
        <translation>
            <numerusform>%1 dobiera płytkę z kołem: świnia przesunęła się o %n sektor.</numerusform>
            <numerusform>%1 dobiera płytkę z kołem: świnia przesunęła się o %n sektory.</numerusform>
            <numerusform>%1 dobiera płytkę z kołem: świnia przesunęła się o %n sektorów.</numerusform>
        </translation>
    </message>
    <message>
        <source>crown</source>
        <translation>korona</translation>
    </message>
    <message>
        <source>Nobody scores this time.</source>
        <translation>Tym razem nikt nie zdobywa punktów.</translation>
    </message>
    <message>
        <source>%1 sent a follower home.</source>
        <translation>%1 odsyła podwładnego do zapasu.</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>dobrana</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>%1, choose one of your followers on the land: click one ringed in red.</source>
        <translation>%1: wybierz jednego ze swoich podwładnych w krainie — kliknij tego w czerwonym kółku.</translation>
    </message>
    <message>
        <source>%1 chooses a follower to send home…</source>
        <translation>%1: wybór podwładnego, który wróci do zapasu…</translation>
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
        <translation>Podatki</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Głód</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inkwizycja</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Zaraza</translation>
    </message>
    <message>
        <source>Crown space %1 of %2</source>
        <extracomment>%1: this crown space&apos;s number; %2: how many crown spaces its sector has (1 or 2)</extracomment>
        <translation>Miejsce z koroną %1 z %2</translation>
    </message>
    <message>
        <source>The wheel of fortune, six sectors clockwise from the top: Fortune, Taxes, Famine, Storm, Inquisition, Plague. The pig stands on %1.</source>
        <extracomment>the wheel for a screen reader; %1 is the sector the pig stands on</extracomment>
        <translation>Koło Fortuny, sześć sektorów zgodnie z ruchem wskazówek zegara od góry: Fortuna, Podatki, Głód, Burza, Inkwizycja, Zaraza. Świnia stoi w sektorze „%1”.</translation>
    </message>
    <message>
        <source>The pig, on %1</source>
        <extracomment>the pig on the wheel, for a screen reader; %1 is a sector</extracomment>
        <translation>Świnia, w sektorze „%1”</translation>
    </message>
    <message>
        <source>%1, taken</source>
        <extracomment>a crown space for a screen reader: its sector and whether a follower is on it</extracomment>
        <translation>%1, zajęte</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, wolne</translation>
    </message>
</context>
<context>
    <name>WheelInset</name>
    <message>
        <source>The wheel: the pig walks to %1</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Koło: świnia idzie do sektora %1</translation>
    </message>
    <message>
        <source>Show the wheel on the board</source>
        <translation>Pokaż koło na planszy</translation>
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
        <translation>Gracz zdobywa 3 punkty.</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Podatki</translation>
    </message>
    <message>
        <source>Knights earn from their cities.</source>
        <translation>Rycerze punktują za swoje miasta.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Głód</translation>
    </message>
    <message>
        <source>Farmers earn per completed city.</source>
        <translation>Chłopi punktują za ukończone miasta.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>1 point per follower in supply.</source>
        <translation>1 punkt za podwładnego w zapasie.</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inkwizycja</translation>
    </message>
    <message>
        <source>2 points per monk.</source>
        <translation>2 punkty za mnicha.</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Zaraza</translation>
    </message>
    <message>
        <source>Everyone loses a follower.</source>
        <translation>Każdy traci podwładnego.</translation>
    </message>
</context>
<context>
    <name>WheelPage</name>
    <message>
        <source>Nineteen land tiles show a small gold wheel with the number 1, 2 or 3: eleven show a 1, five a 2 and three a 3.</source>
        <translation>Dziewiętnaście płytek terenu ma małe złote koło z liczbą 1, 2 lub 3: jedenaście ma 1, pięć ma 2, a trzy mają 3.</translation>
    </message>
    <message>
        <source>When you draw such a tile, set it aside for a moment and move the pig clockwise around the wheel, one sector per step, as many sectors as the number says.</source>
        <translation>Gdy dobierzesz taką płytkę, odłóż ją na chwilę i przesuń świnię zgodnie z ruchem wskazówek zegara o tyle sektorów, ile wskazuje liczba, po jednym sektorze na krok.</translation>
    </message>
    <message>
        <source>The six sectors</source>
        <translation>Sześć sektorów</translation>
    </message>
    <message>
        <source>Clockwise from the top, the sectors are Fortune, Taxes, Famine, Storm, Inquisition and Plague. After Plague the pig comes back to Fortune.</source>
        <translation>Zgodnie z ruchem wskazówek zegara, od góry, sektory to Fortuna, Podatki, Głód, Burza, Inkwizycja i Zaraza. Po Zarazie świnia wraca na Fortunę.</translation>
    </message>
    <message>
        <source>Only the sector where the pig stops takes effect; the sectors it walks through do nothing. Fortune rewards only the player whose turn it is, the other five events concern every player.</source>
        <translation>Działa tylko sektor, na którym świnia się zatrzyma; sektory, przez które przechodzi, nic nie robią. Fortuna nagradza tylko aktywnego gracza, pozostałe pięć wydarzeń dotyczy wszystkich graczy.</translation>
    </message>
    <message>
        <source>What happens, in order</source>
        <translation>Co się dzieje, po kolei</translation>
    </message>
    <message>
        <source>The pig walks.</source>
        <translation>Świnia idzie.</translation>
    </message>
    <message>
        <source>The event of the sector where it stops takes place.</source>
        <translation>Zachodzi wydarzenie sektora, na którym się zatrzymała.</translation>
    </message>
    <message>
        <source>The crown spaces of that sector are scored, and their followers go home.</source>
        <translation>Podlicza się miejsca z koroną tego sektora, a ich podwładni wracają do zapasu.</translation>
    </message>
    <message>
        <source>You place the tile and carry on with your turn.</source>
        <translation>Dokładasz płytkę i kontynuujesz turę.</translation>
    </message>
    <message>
        <source>The event happens as soon as the tile is drawn. If the tile then fits nowhere, the event still stands.</source>
        <translation>Wydarzenie zachodzi, gdy tylko płytka zostanie dobrana. Jeśli potem płytka nigdzie nie pasuje, wydarzenie i tak pozostaje w mocy.</translation>
    </message>
    <message>
        <source>With fortune tellers you may draw several tiles: only the icon of the tile you keep counts, and the tiles you put back do not move the pig.</source>
        <translation>Z wróżkami możesz dobrać kilka płytek: liczy się tylko symbol zatrzymanej płytki, a odłożone płytki nie ruszają świni.</translation>
    </message>
    <message>
        <source>The pig stands on Famine and you draw a tile with a 3. The pig walks to Storm, then Inquisition, and stops on Plague. The plague strikes, the followers on the Plague crown spaces score, and then you lay your tile.</source>
        <translation>Świnia stoi na Głodzie, a ty dobierasz płytkę z trójką. Świnia przechodzi na Burzę, potem na Inkwizycję i zatrzymuje się na Zarazie. Uderza zaraza, podwładni na miejscach z koroną Zarazy zdobywają punkty, a potem dokładasz płytkę.</translation>
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
        <translation>Podatki</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Głód</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inkwizycja</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Zaraza</translation>
    </message>
    <message>
        <source>The player whose turn it is scores 3 points.</source>
        <translation>Aktywny gracz zdobywa 3 punkty.</translation>
    </message>
    <message>
        <source>Every knight earns its owner 1 point per pennant in its city plus 1 per knight of that owner there.</source>
        <translation>Każdy rycerz daje właścicielowi 1 punkt za każdy herb w swoim mieście oraz 1 punkt za każdego rycerza tego gracza w tym mieście.</translation>
    </message>
    <message>
        <source>On each farm, the players with most farmers score 1 point per farmer for every completed city next to it.</source>
        <translation>Na każdej łące gracze z największą liczbą chłopów zdobywają 1 punkt na chłopa za każde ukończone miasto przy tej łące.</translation>
    </message>
    <message>
        <source>Every farmer scores 1 point for each completed city next to its farm.</source>
        <translation>Każdy chłop zdobywa 1 punkt za każde ukończone miasto przy swojej łące.</translation>
    </message>
    <message>
        <source>Every player scores 1 point per follower in their supply.</source>
        <translation>Każdy gracz zdobywa 1 punkt za każdego podwładnego w swoim zapasie.</translation>
    </message>
    <message>
        <source>Every monk earns its owner 2 points.</source>
        <translation>Każdy mnich daje właścicielowi 2 punkty.</translation>
    </message>
    <message>
        <source>Every player must send one follower from the land back to their supply.</source>
        <translation>Każdy gracz musi odesłać jednego podwładnego z krainy do swojego zapasu.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarny</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Droga</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Miasto</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Łąka</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Klasztor</translation>
    </message>
    <message>
        <source>Fortune teller&apos;s tent</source>
        <translation>Namiot wróżki</translation>
    </message>
    <message>
        <source>Thief on the road</source>
        <translation>Rozbójnik na drodze</translation>
    </message>
    <message>
        <source>Knight in the city</source>
        <translation>Rycerz w mieście</translation>
    </message>
    <message>
        <source>Farmer in the field</source>
        <translation>Chłop na łące</translation>
    </message>
    <message>
        <source>Monk in the cloister</source>
        <translation>Mnich w klasztorze</translation>
    </message>
    <message>
        <source>Fortune teller in the tent</source>
        <translation>Wróżka w namiocie</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Drogi</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Miasta</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Klasztory</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Łąki</translation>
    </message>
    <message>
        <source>Crowns</source>
        <translation>Korony</translation>
    </message>
    <message>
        <source>Tents</source>
        <translation>Namioty</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer · random</source>
        <translation>Komputer · losowy</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation>Komputer · łatwy</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation>Komputer · średni</translation>
    </message>
    <message>
        <source>Computer · strong</source>
        <translation>Komputer · trudny</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <extracomment>%1: the computer level (Novice ... Easy, Normal, Strong ... Master)</extracomment>
        <translation>Komputer · %1</translation>
    </message>
    <message>
        <source>Base game + wheel tiles (91)</source>
        <translation>Gra podstawowa + płytki z kołem (91)</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (72 tiles)</source>
        <translation>Koło Fortuny (72 płytki)</translation>
    </message>
    <message>
        <source>%1 drew a tile that fits nowhere; it is put aside.</source>
        <translation>%1 dobiera płytkę, która nigdzie nie pasuje; zostaje odłożona.</translation>
    </message>
    <message>
        <source>%1 loses a thief on a road to the plague.</source>
        <translation>%1: zaraza zabiera rozbójnika z drogi.</translation>
    </message>
    <message>
        <source>%1 loses a knight in a city to the plague.</source>
        <translation>%1: zaraza zabiera rycerza z miasta.</translation>
    </message>
    <message>
        <source>%1 loses a farmer to the plague.</source>
        <translation>%1: zaraza zabiera chłopa.</translation>
    </message>
    <message>
        <source>%1 loses a monk to the plague.</source>
        <translation>%1: zaraza zabiera mnicha.</translation>
    </message>
    <message>
        <source>%1 loses a fortune teller to the plague.</source>
        <translation>%1: zaraza zabiera wróżkę.</translation>
    </message>
    <message>
        <source>%1 loses a follower to the plague.</source>
        <translation>%1: zaraza zabiera podwładnego.</translation>
    </message>
    <message numerus="yes">
        <source>A road of %n tile(s) is complete.</source>
        <translation>
            <numerusform>Ukończono drogę: %n płytka.</numerusform>
            <numerusform>Ukończono drogę: %n płytki.</numerusform>
            <numerusform>Ukończono drogę: %n płytek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A city of %n tile(s) is complete.</source>
        <translation>
            <numerusform>Ukończono miasto: %n płytka.</numerusform>
            <numerusform>Ukończono miasto: %n płytki.</numerusform>
            <numerusform>Ukończono miasto: %n płytek.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cloister is complete.</source>
        <translation>Ukończono klasztor.</translation>
    </message>
    <message>
        <source>A feature is complete.</source>
        <translation>Ukończono obszar.</translation>
    </message>
    <message>
        <source>A fortune teller&apos;s tent is surrounded.</source>
        <translation>Namiot wróżki jest otoczony.</translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished road of %n tile(s).</source>
        <translation>
            <numerusform>Punktacja końcowa: nieukończona droga, %n płytka.</numerusform>
            <numerusform>Punktacja końcowa: nieukończona droga, %n płytki.</numerusform>
            <numerusform>Punktacja końcowa: nieukończona droga, %n płytek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished city of %n tile(s).</source>
        <translation>
            <numerusform>Punktacja końcowa: nieukończone miasto, %n płytka.</numerusform>
            <numerusform>Punktacja końcowa: nieukończone miasto, %n płytki.</numerusform>
            <numerusform>Punktacja końcowa: nieukończone miasto, %n płytek.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scoring: an unfinished cloister.</source>
        <translation>Punktacja końcowa: nieukończony klasztor.</translation>
    </message>
    <message>
        <source>Final scoring: a farm.</source>
        <translation>Punktacja końcowa: łąka.</translation>
    </message>
    <message>
        <source>Final scoring.</source>
        <translation>Punktacja końcowa.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Koniec gry.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s) to %2.</source>
        <translation>
            <numerusform>%1 dobiera płytkę z kołem: świnia przesuwa się o %n sektor i staje na sektorze „%2”.</numerusform>
            <numerusform>%1 dobiera płytkę z kołem: świnia przesuwa się o %n sektory i staje na sektorze „%2”.</numerusform>
            <numerusform>%1 dobiera płytkę z kołem: świnia przesuwa się o %n sektorów i staje na sektorze „%2”.</numerusform>
        </translation>
    </message>
    <message>
        <source>The crown spaces of %1 score; their followers go back to their owners.</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Punktują miejsca z koroną w sektorze %1; ich podwładni wracają do zapasu właścicieli.</translation>
    </message>
    <message>
        <source>%1 kept one tile of the Fortune Teller&apos;s draw.</source>
        <translation>%1 zatrzymuje jedną z płytek dobranych dzięki wróżce.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a follower on a crown space of %2.</source>
        <extracomment>%1: a player&apos;s name; %2: a sector&apos;s name</extracomment>
        <translation>%1 kładzie płytkę i wystawia podwładnego na miejsce z koroną w sektorze %2.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a thief on the road.</source>
        <extracomment>%1: a player&apos;s name. One sentence for two acts: the tile is laid, the follower is put on the road</extracomment>
        <translation>%1 kładzie płytkę i wystawia rozbójnika na drodze.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a knight in the city.</source>
        <translation>%1 kładzie płytkę i wystawia rycerza w mieście.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a farmer in the field.</source>
        <translation>%1 kładzie płytkę i wystawia chłopa na łące.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a monk in the cloister.</source>
        <translation>%1 kładzie płytkę i wystawia mnicha w klasztorze.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a fortune teller in the tent.</source>
        <translation>%1 kładzie płytkę i wystawia wróżkę w namiocie.</translation>
    </message>
    <message>
        <source>%1 laid a tile.</source>
        <translation>%1 kładzie płytkę.</translation>
    </message>
    <message>
        <source>Plays any legal move at random; answers at once.</source>
        <translation>Wykonuje losowy dozwolony ruch; odpowiada od razu.</translation>
    </message>
    <message>
        <source>Takes the points in sight, with some slips; answers at once.</source>
        <translation>Bierze punkty w zasięgu, czasem się myli; odpowiada od razu.</translation>
    </message>
    <message>
        <source>Weighs each move by what it may still score; thinks a few milliseconds.</source>
        <translation>Ocenia każdy ruch po tym, ile może jeszcze dać punktów; myśli kilka milisekund.</translation>
    </message>
    <message>
        <source>Plays out likely futures of its best moves; thinks for up to a second per move.</source>
        <translation>Rozgrywa prawdopodobne dalsze ciągi swoich najlepszych ruchów; myśli do sekundy nad każdym ruchem.</translation>
    </message>
    <message>
        <source>Take drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Weź dobraną płytkę nr %1.</translation>
    </message>
    <message>
        <source>Remote player (network)</source>
        <translation>Gracz zdalny (sieć)</translation>
    </message>
    <message>
        <source>A friend on another computer takes this seat: Host this game shows how.</source>
        <translation>To miejsce zajmie znajomy przy innym komputerze: „Otwórz stół” pokaże, jak.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <extracomment>points won, after a sentence of the event log: &quot;Ana: 8 points&quot; (the log shows &quot;Ana +8&quot;)</extracomment>
        <translation>
            <numerusform>%1: %n punkt.</numerusform>
            <numerusform>%1: %n punkty.</numerusform>
            <numerusform>%1: %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: give back the follower in the frame tagged “Hint”. %1 does it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>Podpowiedź: oddaj podwładnego z ramki oznaczonej „Podpowiedź”. %1 to zrobi.</translation>
    </message>
    <message>
        <source>Hint: lay the tile in the frame tagged “Hint”.</source>
        <translation>Podpowiedź: połóż płytkę w ramce oznaczonej „Podpowiedź”.</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Podwładny: miejsce z koroną w sektorze %1.</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Podwładny: %1.</translation>
    </message>
    <message>
        <source>Keep your followers this turn.</source>
        <translation>W tej turze zatrzymaj podwładnych.</translation>
    </message>
    <message numerus="yes">
        <source>This move should gain you about %n point(s) over the others.</source>
        <translation>
            <numerusform>Ten ruch powinien dać ci około %n pkt przewagi nad pozostałymi.</numerusform>
            <numerusform>Ten ruch powinien dać ci około %n pkt przewagi nad pozostałymi.</numerusform>
            <numerusform>Ten ruch powinien dać ci około %n pkt przewagi nad pozostałymi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move gains points here: this one should lose the fewest, about %n.</source>
        <translation>
            <numerusform>Żaden ruch nie daje tu punktów: ten powinien stracić najmniej, około %n.</numerusform>
            <numerusform>Żaden ruch nie daje tu punktów: ten powinien stracić najmniej, około %n.</numerusform>
            <numerusform>Żaden ruch nie daje tu punktów: ten powinien stracić najmniej, około %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>This move should keep your standing against the others.</source>
        <translation>Ten ruch powinien utrzymać twoją pozycję względem pozostałych.</translation>
    </message>
    <message>
        <source>%1 plays it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 go zagra.</translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: grabs the points in sight and often misjudges them; answers at once.</source>
        <translation>Przeciwnik na pierwszą grę: bierze punkty, które widzi, i często źle je ocenia; odpowiada od razu.</translation>
    </message>
    <message>
        <source>Grabs the points in sight, with many slips; answers at once.</source>
        <translation>Bierze punkty, które widzi, często się myląc; odpowiada od razu.</translation>
    </message>
    <message>
        <source>Weighs each move with the judgement of many two-player games; thinks a few milliseconds.</source>
        <translation>Ocenia każdy ruch z doświadczeniem wielu gier dwuosobowych; myśli kilka milisekund.</translation>
    </message>
    <message>
        <source>Plays out a few dozen futures of its best moves; thinks a fraction of a second.</source>
        <translation>Sprawdza kilkadziesiąt możliwych przebiegów gry po swoich najlepszych ruchach; myśli ułamek sekundy.</translation>
    </message>
    <message>
        <source>Plays out more futures of more moves; thinks for up to three seconds per move.</source>
        <translation>Sprawdza więcej przebiegów gry po większej liczbie ruchów; myśli do trzech sekund nad każdym ruchem.</translation>
    </message>
    <message>
        <source>Computer · novice</source>
        <translation>Komputer · nowicjusz</translation>
    </message>
    <message>
        <source>Computer · beginner</source>
        <translation>Komputer · uczeń</translation>
    </message>
    <message>
        <source>Computer · casual</source>
        <translation>Komputer · amator</translation>
    </message>
    <message>
        <source>Computer · intermediate</source>
        <translation>Komputer · wprawny</translation>
    </message>
    <message>
        <source>Computer · skilled</source>
        <translation>Komputer · biegły</translation>
    </message>
    <message>
        <source>Computer · advanced</source>
        <translation>Komputer · zaawansowany</translation>
    </message>
    <message>
        <source>Computer · master</source>
        <translation>Komputer · mistrz</translation>
    </message>
    <message>
        <source>Thinks ahead a little and slips now and then (against one player, forgets the farms); answers at once.</source>
        <translation>Myśli trochę naprzód i czasem się myli (przeciw jednemu graczowi zapomina o łąkach); odpowiada od razu.</translation>
    </message>
    <message>
        <source>Thinks ahead, with small slips (against one player, forgets the farms); answers at once.</source>
        <translation>Myśli naprzód i drobnie się myli (przeciw jednemu graczowi zapomina o łąkach); odpowiada od razu.</translation>
    </message>
</context>
<context>
    <name>YourGamesDialog</name>
    <message>
        <source>Delete this game?</source>
        <translation>Usunąć tę grę?</translation>
    </message>
    <message>
        <source>The game of %1 leaves your games for good.</source>
        <translation>Gra z %1 zniknie z twoich gier na zawsze.</translation>
    </message>
    <message>
        <source>Delete it</source>
        <translation>Usuń ją</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Twoje gry</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Wygrane i przegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>Kiedykolwiek</translation>
    </message>
    <message>
        <source>In the last 7 days</source>
        <translation>W ostatnich 7 dniach</translation>
    </message>
    <message>
        <source>In the last 30 days</source>
        <translation>W ostatnich 30 dniach</translation>
    </message>
    <message>
        <source>In the last year</source>
        <translation>W ostatnim roku</translation>
    </message>
    <message>
        <source>No finished game yet. Each game you finish on this computer comes here; Import adds games you saved.</source>
        <translation>Nie ma jeszcze ukończonej gry. Każda gra ukończona na tym komputerze trafia tutaj; Importuj dodaje zapisane gry.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Żadna gra nie pasuje do tych filtrów.</translation>
    </message>
    <message>
        <source>%1 · %2 · analysed</source>
        <translation>%1 · %2 · przeanalizowana</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Przeanalizuj</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation>Importuj zapisane gry</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statystyki…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <extracomment>%1 games shown, %n games in all (&quot;3 of 10 games&quot;)</extracomment>
        <translation>
            <numerusform>%1 z %n gry</numerusform>
            <numerusform>%1 z %n gier</numerusform>
            <numerusform>%1 z %n gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Zadania…</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameAnalysis</name>
    <message>
        <source>There is nothing to analyse yet: no turn has been played.</source>
        <translation>Nie ma jeszcze czego analizować: nie rozegrano żadnej tury.</translation>
    </message>
    <message>
        <source>This game cannot be analysed: %1</source>
        <translation>Tej gry nie można przeanalizować: %1</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameController</name>
    <message>
        <source>A game needs 2 to 5 players.</source>
        <translation>W grze musi brać udział od 2 do 5 graczy.</translation>
    </message>
    <message>
        <source>Unknown computer level &quot;%1&quot;.</source>
        <translation>Nieznany poziom komputera „%1”.</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Żadna gra nie jest w toku.</translation>
    </message>
    <message>
        <source>Wait until the pig has finished walking.</source>
        <translation>Poczekaj, aż świnia skończy ruch.</translation>
    </message>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <translation>Teraz tura gracza komputerowego.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra już się zakończyła.</translation>
    </message>
    <message>
        <source>Games can only be saved to local files, not to %1.</source>
        <translation>Gry można zapisywać tylko w plikach lokalnych, nie w %1.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <extracomment>%1: a file name; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.</source>
        <translation>Nie można otworzyć %1: plik ma ponad 64 MiB, o wiele za dużo jak na zapis gry.</translation>
    </message>
    <message>
        <source>Cannot open %1: players[%2].ai: unknown computer level &quot;%3&quot;.</source>
        <translation>Nie można otworzyć %1: players[%2].ai: nieznany poziom komputera „%3”.</translation>
    </message>
    <message>
        <source>Games can only be opened from local files, not from %1.</source>
        <translation>Gry można otwierać tylko z plików lokalnych, nie z %1.</translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation>Fortuna %1</translation>
    </message>
    <message>
        <source>Fortuna games (*.fortuna)</source>
        <translation>Gry Fortuna (*.fortuna)</translation>
    </message>
    <message>
        <source>Game records (*.fortuna *.json)</source>
        <translation>Zapisy gier (*.fortuna *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Cannot write the autosave %1: %2</source>
        <translation>Nie można zapisać automatycznego zapisu %1: %2</translation>
    </message>
    <message>
        <source>There is no autosaved game to resume.</source>
        <translation>Brak automatycznie zapisanej gry do wznowienia.</translation>
    </message>
    <message>
        <source>The autosaved game is already over.</source>
        <translation>Automatycznie zapisana gra już się zakończyła.</translation>
    </message>
    <message>
        <source>The game setup is incomplete: %1 is missing.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;players[2].name&quot;</extracomment>
        <translation>Ustawienia gry są niekompletne: brakuje %1.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 cannot be %2.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;rules.famine&quot;; %2: the raw value given</extracomment>
        <translation>Ustawienia gry są błędne: %1 nie może mieć wartości %2.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 is wrong.</source>
        <extracomment>%1: the setting&apos;s path in the game record</extracomment>
        <translation>Ustawienia gry są błędne: %1 jest nieprawidłowe.</translation>
    </message>
    <message>
        <source>The game setup is not a Fortuna game header.</source>
        <translation>Ustawienia gry nie są nagłówkiem gry Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is empty.</source>
        <translation>Nie można otworzyć %1: plik jest pusty.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is incomplete or damaged.</source>
        <translation>Nie można otworzyć %1: zapis gry jest niekompletny lub uszkodzony.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game, or it is damaged.</source>
        <translation>Nie można otworzyć %1: to nie jest zapis gry Fortuna albo jest on uszkodzony.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game.</source>
        <translation>Nie można otworzyć %1: to nie jest zapis gry Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: it was saved by a newer version of Fortuna.</source>
        <translation>Nie można otworzyć %1: zapisano go w nowszej wersji Fortuny.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is missing.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record</extracomment>
        <translation>Nie można otworzyć %1: zapis gry jest uszkodzony: brakuje %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 cannot be %3.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record, e.g. &quot;turns[3].place.at&quot;; %3: the raw value found</extracomment>
        <translation>Nie można otworzyć %1: zapis gry jest uszkodzony: %2 nie może mieć wartości %3.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is wrong.</source>
        <translation>Nie można otworzyć %1: zapis gry jest uszkodzony: %2 jest nieprawidłowe.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged.</source>
        <translation>Nie można otworzyć %1: zapis gry jest uszkodzony.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game holds a move that the rules do not allow (turn %2).</source>
        <translation>Nie można otworzyć %1: zapis gry zawiera ruch niedozwolony przez zasady (tura %2).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Nie można otworzyć %1: to jest folder.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file does not exist.</source>
        <translation>Nie można otworzyć %1: plik nie istnieje.</translation>
    </message>
    <message>
        <source>Cannot open %1: you may not read it.</source>
        <translation>Nie można otworzyć %1: nie masz uprawnień do jego odczytu.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file cannot be read.</source>
        <translation>Nie można otworzyć %1: nie da się odczytać pliku.</translation>
    </message>
    <message>
        <source>Cannot open %1: the rules do not allow the setup of this game.</source>
        <translation>Nie można otworzyć %1: zasady nie pozwalają na takie przygotowanie gry.</translation>
    </message>
    <message>
        <source>Cannot open %1: turn %2 breaks the rules: %3</source>
        <extracomment>%1: a file name; %2: a turn number; %3: the rules&apos; reason, a whole sentence</extracomment>
        <translation>Nie można otworzyć %1: tura %2 łamie zasady: %3</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>folder %1 nie istnieje</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 nie jest folderem</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>to jest folder</translation>
    </message>
    <message>
        <source>you may not write there</source>
        <translation>nie masz prawa zapisu w tym miejscu</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>dysk może być pełny</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>nie podano nazwy pliku</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>nie można utworzyć folderu %1</translation>
    </message>
    <message>
        <source>This is a replay: leave it to play.</source>
        <translation>To jest powtórka: zakończ ją, aby grać.</translation>
    </message>
    <message>
        <source>Unknown sector %1.</source>
        <translation>Nieznany sektor: %1.</translation>
    </message>
    <message>
        <source>Waiting for %1: it is not your turn.</source>
        <extracomment>%1: the name of the player who acts now</extracomment>
        <translation>Czekanie na: %1 — to nie twoja tura.</translation>
    </message>
    <message>
        <source>The game sent by the server cannot be shown: %1</source>
        <translation>Nie można pokazać gry przysłanej przez serwer: %1</translation>
    </message>
    <message>
        <source>The server sent a move that cannot be read.</source>
        <translation>Serwer przysłał nieczytelny ruch.</translation>
    </message>
    <message>
        <source>This window no longer follows the server&apos;s game.</source>
        <translation>To okno nie odzwierciedla już gry na serwerze.</translation>
    </message>
    <message>
        <source>Choice %1 is not offered now.</source>
        <extracomment>%1: a drawn tile&apos;s position, counted from 1</extracomment>
        <translation>Wybór %1 nie jest teraz dostępny.</translation>
    </message>
    <message>
        <source>There is no such decision in the analysis.</source>
        <translation>Nie ma takiej decyzji w analizie.</translation>
    </message>
    <message>
        <source>Nothing to take back: the last move of this turn was random (a draw or the pig&apos;s walk).</source>
        <translation>Nie ma czego cofnąć: ostatni ruch tej tury był losowy (dobranie lub marsz świni).</translation>
    </message>
    <message>
        <source>Choose where your follower goes (or no follower) first.</source>
        <translation>Najpierw wybierz, gdzie idzie twój podwładny (lub bez podwładnego).</translation>
    </message>
    <message>
        <source>This game is played without aids: no hints.</source>
        <translation>Ta partia toczy się bez pomocy: bez podpowiedzi.</translation>
    </message>
    <message>
        <source>This game is played without aids: it can be analysed once it is over.</source>
        <translation>Ta partia toczy się bez pomocy: można ją przeanalizować po jej zakończeniu.</translation>
    </message>
    <message>
        <source>This game is no longer in your games.</source>
        <translation>Tej gry nie ma już wśród twoich gier.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>ta gra</translation>
    </message>
    <message>
        <source>Cannot open this game: %1</source>
        <translation>Nie można otworzyć tej gry: %1</translation>
    </message>
    <message>
        <source>No hints in a puzzle: the move is yours to find.</source>
        <translation>W zadaniu nie ma podpowiedzi: ruch musisz znaleźć sam.</translation>
    </message>
    <message>
        <source>This puzzle is no longer in your games.</source>
        <translation>Tego zadania nie ma już w twoich grach.</translation>
    </message>
    <message>
        <source>No puzzle is being played.</source>
        <translation>Żadne zadanie nie jest rozwiązywane.</translation>
    </message>
    <message>
        <source>Answer the puzzle first.</source>
        <translation>Najpierw odpowiedz na zadanie.</translation>
    </message>
    <message>
        <source>No puzzle is left to solve. Analyse another game for more.</source>
        <translation>Nie zostało żadne zadanie do rozwiązania. Przeanalizuj kolejną grę, aby dostać nowe.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GamesModel</name>
    <message>
        <source>People</source>
        <translation>Ludzie</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>base game tiles</source>
        <translation>płytki gry podstawowej</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Wróżka</translation>
    </message>
    <message>
        <source>famine by majority</source>
        <translation>głód według większości</translation>
    </message>
    <message>
        <source>another start tile</source>
        <translation>inna płytka startowa</translation>
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
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>%1. %2. %3. %4.</source>
        <extracomment>a game in the list of your games, for a screen reader: %1 the date, %2 won or lost, %3 the players and their scores, %4 the rules</extracomment>
        <translation>%1. %2. %3. %4.</translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>Przeanalizowana.</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Dowolny przeciwnik</translation>
    </message>
    <message>
        <source>Any rules</source>
        <translation>Dowolne zasady</translation>
    </message>
    <message>
        <source>Your games cannot be read.</source>
        <translation>Nie można odczytać twoich gier.</translation>
    </message>
    <message>
        <source>The game could not be deleted.</source>
        <translation>Nie udało się usunąć gry.</translation>
    </message>
    <message>
        <source>%1 is a game not yet finished: only finished games go into your games.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>%1 to gra jeszcze nieukończona: do twoich gier trafiają tylko ukończone gry.</translation>
    </message>
    <message>
        <source>%1 could not be added to your games.</source>
        <translation>Nie udało się dodać %1 do twoich gier.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>Zaimportowano %n grę.</numerusform>
            <numerusform>Zaimportowano %n gry.</numerusform>
            <numerusform>Zaimportowano %n gier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) already in your games.</source>
        <translation>
            <numerusform>%n gra jest już wśród twoich gier.</numerusform>
            <numerusform>%n gry są już wśród twoich gier.</numerusform>
            <numerusform>%n gier jest już wśród twoich gier.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::MyTables</name>
    <message>
        <source>It is your turn at table %1.</source>
        <translation>Twoja tura przy stole %1.</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Odpytywanie serwera…</translation>
    </message>
    <message>
        <source>This server cannot tell whose turn it is.</source>
        <translation>Ten serwer nie potrafi powiedzieć, czyja jest tura.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Nie można połączyć się z serwerem.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Serwer nie odpowiedział.</translation>
    </message>
    <message>
        <source>The server no longer has this table (or your seat).</source>
        <translation>Serwer nie ma już tego stołu (ani twojego miejsca).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>Czekanie, aż gracze dołączą…</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Twoja tura!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Czekanie na: %1…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Czekanie…</translation>
    </message>
    <message>
        <source>Fortuna: your turn</source>
        <translation>Fortuna: twoja tura</translation>
    </message>
    <message>
        <source>It is your turn at table %1, against %2.</source>
        <extracomment>%1: the table&apos;s code; %2: the other players&apos; names, separated by commas</extracomment>
        <translation>Twoja tura przy stole %1; grasz przeciw: %2.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>the action of the desktop notification of a turn (clicking it does the same)</extracomment>
        <translation>Otwórz stół</translation>
    </message>
</context>
<context>
    <name>fortuna::model::NetSession</name>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>Czekanie, aż gracze dołączą…</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation>Wszystkie miejsca są zajęte: możesz zaczynać.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Czekanie, aż gospodarz rozpocznie grę…</translation>
    </message>
    <message>
        <source>The host closed the table: the game has ended.</source>
        <translation>Gospodarz zamknął stół: gra się zakończyła.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: reconnecting…</source>
        <translation>Utracono połączenie z gospodarzem: ponowne łączenie…</translation>
    </message>
    <message>
        <source>Leave the current network game first.</source>
        <translation>Najpierw opuść bieżącą grę sieciową.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Port musi być liczbą od 1 do 65535.</translation>
    </message>
    <message numerus="yes">
        <source>The password is too long (at most %n character(s)).</source>
        <translation>
            <numerusform>Hasło jest za długie (najwyżej %n znak).</numerusform>
            <numerusform>Hasło jest za długie (najwyżej %n znaki).</numerusform>
            <numerusform>Hasło jest za długie (najwyżej %n znaków).</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this setup cannot be read.</source>
        <translation>Nie można odczytać zasad tego ustawienia.</translation>
    </message>
    <message>
        <source>Open at least one seat to a remote player to host a game.</source>
        <translation>Aby otworzyć stół, otwórz co najmniej jedno miejsce dla gracza zdalnego.</translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <extracomment>%1: a port number; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Nie można otworzyć stołu na porcie %1: %2</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (a name or an IP address).</source>
        <translation>Wpisz adres gospodarza (nazwę lub adres IP).</translation>
    </message>
    <message>
        <source>A table code has 8 letters and digits.</source>
        <translation>Kod stołu ma 8 liter i cyfr.</translation>
    </message>
    <message numerus="yes">
        <source>Type your name (at most %n character(s)).</source>
        <translation>
            <numerusform>Wpisz swoje imię (najwyżej %n znak).</numerusform>
            <numerusform>Wpisz swoje imię (najwyżej %n znaki).</numerusform>
            <numerusform>Wpisz swoje imię (najwyżej %n znaków).</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Łączenie z %1…</translation>
    </message>
    <message>
        <source>There is no table to rejoin.</source>
        <translation>Nie ma stołu, do którego można wrócić.</translation>
    </message>
    <message>
        <source>Only the host starts the game.</source>
        <translation>Tylko gospodarz rozpoczyna grę.</translation>
    </message>
    <message>
        <source>Wait until every seat is taken.</source>
        <translation>Poczekaj, aż wszystkie miejsca zostaną zajęte.</translation>
    </message>
    <message>
        <source>Only the host can hand a seat to a computer.</source>
        <translation>Tylko gospodarz może oddać miejsce komputerowi.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja tura.</translation>
    </message>
    <message>
        <source>Not connected to the table: wait until the connection is back.</source>
        <translation>Brak połączenia ze stołem: poczekaj, aż wróci.</translation>
    </message>
    <message>
        <source>This link is not fortuna://address:port/CODE with a table code of 8 letters and digits.</source>
        <translation>Ten link nie ma postaci fortuna://adres:port/KOD z kodem stołu z 8 liter i cyfr.</translation>
    </message>
    <message>
        <source>This server speaks another version of the Fortuna protocol (%1).</source>
        <translation>Ten serwer używa innej wersji protokołu Fortuny (%1).</translation>
    </message>
    <message>
        <source>The server is full: try again later.</source>
        <translation>Serwer jest pełny: spróbuj później.</translation>
    </message>
    <message>
        <source>There is no table with this code on this server.</source>
        <translation>Na tym serwerze nie ma stołu o tym kodzie.</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>Hasło jest błędne.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back any more: join the table again.</source>
        <translation>Tego miejsca nie można już odzyskać: dołącz do stołu ponownie.</translation>
    </message>
    <message>
        <source>Every seat of this table is taken.</source>
        <translation>Wszystkie miejsca przy tym stole są zajęte.</translation>
    </message>
    <message>
        <source>Only the host can do this.</source>
        <translation>Tylko gospodarz może to zrobić.</translation>
    </message>
    <message>
        <source>This game has already started.</source>
        <translation>Ta gra już się rozpoczęła.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Ta gra się zakończyła.</translation>
    </message>
    <message>
        <source>The server refused this move.</source>
        <translation>Serwer odrzucił ten ruch.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Serwer odmówił: %1</translation>
    </message>
    <message>
        <source>The table %1 is no longer on this computer.</source>
        <translation>Stołu %1 nie ma już na tym komputerze.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window: this one no longer plays.</source>
        <translation>Twoje miejsce zajęto z innego okna: to okno już nie gra.</translation>
    </message>
    <message>
        <source>A network game keeps the aids for everyone: untick Play without aids to host it.</source>
        <translation>Gra sieciowa zachowuje pomoc dla wszystkich: odznacz „Graj bez pomocy”, aby otworzyć stół.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Nie ma certyfikatu do zatwierdzenia.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Wpisz adres serwera (nazwę lub adres IP).</translation>
    </message>
    <message>
        <source>The time per move is at most 14 days.</source>
        <translation>Czas na ruch to najwyżej 14 dni.</translation>
    </message>
    <message>
        <source>On a server, this computer plays exactly one seat: make the other players remote players or computers.</source>
        <translation>Na serwerze ten komputer zajmuje dokładnie jedno miejsce: pozostali gracze muszą być zdalni lub komputerowi.</translation>
    </message>
    <message>
        <source>A table link starts with fortuna:// (or fortunas:// for a secure server).</source>
        <translation>Link do stołu zaczyna się od fortuna:// (lub fortunas:// dla bezpiecznego serwera).</translation>
    </message>
    <message>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Obserwujesz ten stół: widz nie gra.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not signed by an authority this computer trusts (it may be the server&apos;s own, self-signed).</source>
        <translation>Certyfikat %1 nie jest podpisany przez urząd, któremu ufa ten komputer (może to być własny, samopodpisany certyfikat serwera).</translation>
    </message>
    <message>
        <source>The certificate of %1 is NOT the one you trusted before. Someone may be impersonating the server: do not connect unless its owner told you the certificate changed.</source>
        <translation>Certyfikat %1 to NIE ten, któremu wcześniej zaufano. Ktoś może podszywać się pod serwer: nie łącz się, chyba że właściciel powiedział ci, że certyfikat się zmienił.</translation>
    </message>
    <message>
        <source>The certificate of %1 was made for another server name: Fortuna refuses it.</source>
        <translation>Certyfikat %1 wystawiono dla innej nazwy serwera: Fortuna go odrzuca.</translation>
    </message>
    <message>
        <source>The certificate of %1 has expired or is not valid yet: Fortuna refuses it.</source>
        <translation>Certyfikat %1 wygasł lub jeszcze nie obowiązuje: Fortuna go odrzuca.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not valid: Fortuna refuses it.</source>
        <translation>Certyfikat %1 jest nieprawidłowy: Fortuna go odrzuca.</translation>
    </message>
    <message>
        <source>Its SHA-256 fingerprint: %1</source>
        <extracomment>%1 is a long hexadecimal fingerprint (AB:CD:…)</extracomment>
        <translation>Jego odcisk SHA-256: %1</translation>
    </message>
    <message>
        <source>The table was not created: the server&apos;s certificate was not trusted.</source>
        <translation>Stół nie został utworzony: nie zaufano certyfikatowi serwera.</translation>
    </message>
    <message>
        <source>Fortuna remembers another certificate for %1: it is replaced only when you say its owner renewed it.</source>
        <translation>Fortuna pamięta inny certyfikat dla %1: zostanie zastąpiony tylko wtedy, gdy potwierdzisz, że właściciel go odnowił.</translation>
    </message>
    <message>
        <source>The fingerprint you trusted: %1
Its fingerprint now: %2</source>
        <extracomment>%1 and %2 are long hexadecimal fingerprints (AB:CD:…)</extracomment>
        <translation>Odcisk, któremu zaufano: %1
Jego obecny odcisk: %2</translation>
    </message>
    <message>
        <source>The connection to the club server was lost: reconnecting…</source>
        <translation>Utracono połączenie z serwerem klubu: ponowne łączenie…</translation>
    </message>
    <message numerus="yes">
        <source>Too many attempts from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Zbyt wiele prób z twojego adresu: spróbuj ponownie za %n sekundę.</numerusform>
            <numerusform>Zbyt wiele prób z twojego adresu: spróbuj ponownie za %n sekundy.</numerusform>
            <numerusform>Zbyt wiele prób z twojego adresu: spróbuj ponownie za %n sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>This name holds an invisible or control character: type it again with visible characters only.</source>
        <translation>Ta nazwa zawiera niewidoczny lub sterujący znak: wpisz ją ponownie, używając tylko widocznych znaków.</translation>
    </message>
    <message>
        <source>A network game needs at least one person at the table: open a seat to a player.</source>
        <translation>Gra sieciowa wymaga przy stole co najmniej jednej osoby: otwórz miejsce dla gracza.</translation>
    </message>
    <message>
        <source>Every player left this game an hour ago: the club server has closed it.</source>
        <translation>Wszyscy gracze opuścili tę grę godzinę temu: serwer klubu ją zamknął.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzleSession</name>
    <message>
        <source>This puzzle&apos;s game cannot be read any more.</source>
        <translation>Nie można już odczytać gry tego zadania.</translation>
    </message>
    <message>
        <source>Your move is being checked.</source>
        <translation>Twój ruch jest sprawdzany.</translation>
    </message>
    <message>
        <source>Solved: go on to the next puzzle.</source>
        <translation>Rozwiązane: przejdź do następnego zadania.</translation>
    </message>
    <message>
        <source>Try again, or see the better move.</source>
        <translation>Spróbuj ponownie albo zobacz lepszy ruch.</translation>
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
        <translation>%L1 pkt straty</translation>
    </message>
    <message>
        <source>Game of %1 against %2, turn %L3: %4.</source>
        <extracomment>a puzzle in the list, for a screen reader: %1 the date of its game, %2 the opponents, %3 the turn, %4 &quot;7.5 points lost&quot;</extracomment>
        <translation>Gra z %1 przeciw: %2, tura %L3: %4.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Rozwiązane.</translation>
    </message>
    <message>
        <source>Not solved yet.</source>
        <translation>Jeszcze nierozwiązane.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::Replayer</name>
    <message>
        <source>This game cannot be replayed: its record does not match the rules.</source>
        <translation>Tej gry nie można odtworzyć: jej zapis nie zgadza się z zasadami.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::ServerBrowser</name>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Wpisz adres serwera (nazwę lub adres IP).</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Port musi być liczbą od 1 do 65535.</translation>
    </message>
    <message>
        <source>This server does not list its tables.</source>
        <translation>Ten serwer nie podaje listy swoich stołów.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Nie można połączyć się z serwerem.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Serwer nie odpowiedział.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Nie ma certyfikatu do zatwierdzenia.</translation>
    </message>
    <message>
        <source>Base game and Wheel of Fortune</source>
        <translation>Gra podstawowa i Koło Fortuny</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>Koło Fortuny</translation>
    </message>
    <message>
        <source>%1, Fortune Teller</source>
        <translation>%1, Wróżka</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dzień</numerusform>
            <numerusform>%n dni</numerusform>
            <numerusform>%n dni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n godzina</numerusform>
            <numerusform>%n godziny</numerusform>
            <numerusform>%n godzin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
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
        <translation>Najpierw przeczytaj lekcję, potem naciśnij „Dalej”.</translation>
    </message>
    <message>
        <source>The lesson is over: start the game against Easy, or leave the lesson.</source>
        <translation>Lekcja skończona: zacznij partię z łatwym komputerem albo opuść lekcję.</translation>
    </message>
    <message>
        <source>Wait: your opponent is playing.</source>
        <translation>Zaczekaj: twój przeciwnik gra.</translation>
    </message>
    <message>
        <source>Right spot: now turn the tile as the lit spot shows it.</source>
        <translation>Dobre miejsce: teraz obróć płytkę tak, jak pokazuje podświetlone miejsce.</translation>
    </message>
    <message>
        <source>In this lesson, lay the tile on the lit spot.</source>
        <translation>W tej lekcji połóż płytkę na podświetlonym miejscu.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower on the lit crown of the wheel.</source>
        <translation>W tej lekcji wystaw podwładnego na podświetlonej koronie koła.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower where the lit ring shows.</source>
        <translation>W tej lekcji wystaw podwładnego tam, gdzie wskazuje podświetlony pierścień.</translation>
    </message>
    <message>
        <source>First try the lit city: see what the rules say.</source>
        <translation>Najpierw spróbuj podświetlonego miasta: zobacz, co mówią zasady.</translation>
    </message>
</context>
</TS>
