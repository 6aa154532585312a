<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unofficial fan implementation of Carcassonne: The Wheel of Fortune, with the Fortune Teller, for two to five players, each human or computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms. It comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game design of Carcassonne: Klaus-Jürgen Wrede. Fortuna is not affiliated with, nor endorsed by, Hans im Glück or any other publisher of Carcassonne. All its art is drawn by the project, and its text is its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisGhosts</name>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Analysis of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1: %2 took %3 from the Fortune Teller&apos;s draw; %4 was worth %5 points more.</source>
        <extracomment>%2: a player&apos;s name; %3 and %4: tile codes; %5: points with one decimal</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost in %n move(s), %2 a move</source>
        <extracomment>%1 and %2: points with one decimal; %n: a number of moves</extracomment>
        <translation>
            <numerusform>%1 points lost in %n move, %2 a move</numerusform>
            <numerusform>%1 points lost in %n moves, %2 a move</numerusform>
        </translation>
    </message>
    <message>
        <source>luck %1</source>
        <extracomment>%1: a signed number of points with one decimal, e.g. &quot;+2.5&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n big mistake(s)</source>
        <extracomment>how many moves lost 10 points or more (&quot;??&quot; on the graph)</extracomment>
        <translation>
            <numerusform>%n big mistake</numerusform>
            <numerusform>%n big mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <extracomment>how many moves lost 5 to 10 points (&quot;?&quot;)</extracomment>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <extracomment>how many moves lost 2 to 5 points (&quot;?!&quot;)</extracomment>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck: the points the draws brought a player (the tiles drawn by everyone and the pig&apos;s walks), against what an average tile from the bag would have brought: above 0, luckier than average; below 0, less lucky.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A big mistake (??) lost 10 points or more against the strong computer player&apos;s choice, a mistake (?) 5 or more, an inaccuracy (?!) 2 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the words mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strong computer player replays the game and weighs every move against the best it finds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% done</source>
        <extracomment>%1: a percentage without its sign, e.g. 40</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimating the time left…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>about %n second left</numerusform>
            <numerusform>about %n seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>about %n minute left</numerusform>
            <numerusform>about %n minutes left</numerusform>
        </translation>
    </message>
    <message>
        <source>Each line: how far a player expected to end ahead of (above 0) or behind (below 0) the best of the others, after each of its moves. A dot: a move that lost points (the bigger, the more); click it to see it on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1: %2 lost %3 points with this move. On the board: the move played (tagged “Played”) and a better one (tagged “Better move”).</source>
        <extracomment>%2: a player&apos;s name; %3: points with one decimal</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>A crown space of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy here: %1 %2</source>
        <extracomment>%1: &quot;Knight in the city&quot;...; %2: where on the tile: &quot;to the north&quot;, &quot;to the north-north-west&quot;...</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile laid: %1</source>
        <extracomment>%1: a cell of the board, &quot;Column 5, row 2.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message numerus="yes">
        <source>In the bag: %n tile(s)</source>
        <translation>
            <numerusform>In the bag: %n tile</numerusform>
            <numerusform>In the bag: %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the bag (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×%L1</source>
        <extracomment>a count of identical tiles, e.g. &quot;×3&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n left: %1</source>
        <extracomment>%1: a tile in words (&quot;north: city, east: road, south: field, west: road.&quot;); %n: how many of it are still in the bag</extracomment>
        <translation>
            <numerusform>%n left: %1</numerusform>
            <numerusform>%n left: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Centre the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>Trust this server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust it only if the server&apos;s owner gave you this same fingerprint. Fortuna will remember it for %1 and refuse any other certificate there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s owner renewed its certificate: trust the new one</source>
        <extracomment>a deliberate, non-default choice when a server&apos;s certificate changed</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrownPreview</name>
    <message>
        <source>If the pig stopped on %1 now:</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %L2</source>
        <extracomment>%1: a sector&apos;s name; %L2: the points its event would pay this player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crowns %L1</source>
        <extracomment>points paid by the crown spaces of the sector</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrownsPage</name>
    <message>
        <source>The wheel has nine crown spaces: one each on Fortune, Famine and Inquisition, and two each on Taxes, Storm and Plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Putting a follower on a crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of putting a follower on the tile you have just laid, you may put it on any free crown space, in any sector, even the one where the pig stands. A crown space holds one follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When crowns score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the pig stops on a sector, right after its event, the followers on that sector&apos;s crown spaces score and go back to their owners:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one crown space: its follower scores 3 points;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two crown spaces, one follower: it scores 6 points;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two crown spaces, two followers: each scores 3 points, even when both belong to the same player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followers in sectors that the pig only walks through do not score and stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the game, followers still on crown spaces score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue and Red each have a follower on Taxes, and Green has one alone on Storm. The pig leaves Taxes with a 2: it passes Famine and stops on Storm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the storm, Green&apos;s follower scores 6 points and goes home. The followers on Taxes stay for a later visit of the pig, when each will score 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeployMarkers</name>
    <message numerus="yes">
        <source>Farm: %n point(s) at the end of the game</source>
        <translation>
            <numerusform>Farm: %n point at the end of the game</numerusform>
            <numerusform>Farm: %n points at the end of the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) when surrounded</source>
        <translation>
            <numerusform>%n point when surrounded</numerusform>
            <numerusform>%n points when surrounded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Complete: %n point(s)</source>
        <translation>
            <numerusform>Complete: %n point</numerusform>
            <numerusform>Complete: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) now</source>
        <translation>
            <numerusform>%n point now</numerusform>
            <numerusform>%n points now</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody holds it yet</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: no follower stands on it. Avoid a gendered &quot;it&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: %1 lists the players with followers on it, e.g. &quot;Ana ×2, Bo&quot;. Avoid a gendered &quot;it&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndFigures</name>
    <message>
        <source>Tiles laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points from the wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3, %4, %5</source>
        <extracomment>the end screen&apos;s figures of a player, for a screen reader: %1 the name, then &quot;N tiles laid&quot;, &quot;N followers placed&quot;, &quot;N points from the wheel&quot;, what the Plague took</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <translation>
            <numerusform>%n tile laid</numerusform>
            <numerusform>%n tiles laid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) from the wheel</source>
        <translation>
            <numerusform>%n point from the wheel</numerusform>
            <numerusform>%n points from the wheel</numerusform>
        </translation>
    </message>
    <message>
        <source>Followers placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken by the Plague (points)</source>
        <extracomment>the end screen&apos;s column: the followers the Plague took, and in brackets the points they were worth then</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) placed</source>
        <translation>
            <numerusform>%n follower placed</numerusform>
            <numerusform>%n followers placed</numerusform>
        </translation>
    </message>
    <message>
        <source>the Plague took %1, worth %2 then</source>
        <extracomment>the end screen&apos;s figures: %1 &quot;N followers&quot;, %2 &quot;N points&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n follower</numerusform>
            <numerusform>%n followers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>none taken by the Plague</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndRanking</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1: %2, %L3 points</source>
        <extracomment>%1: a rank (1, 2…); %2: a player&apos;s name; %L3: the score</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a rank in the final table: &quot;1.&quot;, &quot;2.&quot;…</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared victory!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>with %n point</numerusform>
            <numerusform>with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share first place</source>
        <translation>
            <numerusform>%n player shares first place</numerusform>
            <numerusform>%n players share first place</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wheel event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same players and rules, a new shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>Event log (%L1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the event log (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this tile on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaminePage</name>
    <message>
        <source>Famine rewards the farmers, the followers lying in fields. A farm is a whole connected field, however many tiles it covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game, only the majority scores: on each farm, only the player or players with the most farmers there score, 1 point per completed city touching the farm for each of their farmers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game, every farmer scores: for each of your farmers you get 1 point per completed city touching its farm, whoever has the most farmers there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished cities give nothing, and the farmers stay in their fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A farm touches three completed cities and one unfinished city. Blue has two farmers on it and Red has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue has the most farmers there and scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt;. Red scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt; and Red scores 1 × 3 = &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the game the same farm would give 3 points per completed city to Blue alone: 9 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the rule of the 2009 first print. The other choice, where every farmer scores, can be set when a new game is set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2009 first print let only the majority score; that rule can be chosen when a new game is set up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FortunePage</name>
    <message>
        <source>The player whose turn it is scores &lt;b&gt;3 points&lt;/b&gt;. This is the only event that concerns one player alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pig stands on Inquisition when Red draws a tile with a 2. It walks through Plague and stops on Fortune: Red scores 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue has a follower on the Fortune crown space. It scores 3 points for Blue and goes back to Blue&apos;s supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens on Plague, which the pig only walked through. Then Red lays the tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FortuneTellerPage</name>
    <message>
        <source>The Fortune Teller is part of this game: its 8 tiles with a tent are in the bag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fortune Teller is not part of this game. You can add it when you set up a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tents and fortune tellers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Fortune Teller tile has a tent beside its roads, cities and fields. When you lay such a tile, you may put your follower on the tent: it becomes a fortune teller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may have at most two fortune tellers on the board at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing with fortune tellers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of your turn you draw one tile, plus one for each of your fortune tellers on the board: two tiles with one fortune teller, three with two. If fewer tiles are left, you draw them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one tile that can be placed and put the others back into the bag, which is shuffled. The tiles you put back have no effect, not even their wheel icons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If none of them can be placed, all go back, and you draw one tile at a time until one fits. Each wheel icon drawn this way turns the wheel as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completing a tent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tent with a fortune teller is complete when the four places beside its tile, above, below, left and right, are all filled; cells of the wheel board count as filled. Whoever lays the tile that completes it scores &lt;b&gt;3 points&lt;/b&gt;, whether the tent is theirs or not, and the fortune teller goes back to its owner at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty tent scores nothing, and neither does a fortune teller still on its tent at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For every other rule a fortune teller is an ordinary follower: the plague may take it, but it is not a knight, a farmer or a monk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue&apos;s fortune teller has tiles on three sides. Red lays a tile on the fourth side: Red scores 3 points and Blue takes the fortune teller back. From now on Blue draws one tile fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The published Fortune Teller tiles are not available to us, so the eight tile layouts in this game are its own: fields, roads and small cities around a tent. The rules are those of the expansion.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <source>Click one of your ringed followers to send it home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <extracomment>%1: a player&apos;s name; %2: the follower&apos;s role (thief, knight, farmer, monk, fortune teller)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own followers on the land can go: click one with a red ring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <extracomment>%1: the feature and the follower&apos;s role, e.g. &quot;road (thief)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%L1</source>
        <extracomment>points just scored, e.g. &quot;+6&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the tile here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile fits here when turned: press R or right-click.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile cannot go there: try a lit spot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile and click it to deploy a follower there, or press S to skip.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <source>Game saved as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file of that name is already in this folder. Saving the game replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the help (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameMenuItem</name>
    <message>
        <source>%1, %2</source>
        <extracomment>a menu item and its key for a screen reader: &quot;Save, Ctrl+S&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Choose the players and the rules, then start the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: here are the final scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pig walks round the wheel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>%1: a computer player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose one of the drawn tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: place the tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: deploy a follower or skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose a follower to lose to the plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has not been saved. A new game takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The game you open takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game saved as %1.</source>
        <extracomment>%1: a file name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player is stuck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strong computer player is thinking about your move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>%1: the name of the player (or computer) who acts now</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: end the turn (%2) or take the choice back (%3)</source>
        <extracomment>%1: the player&apos;s name; %2, %3: the keys (Enter, Esc)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: the table at the start of turn %L1</source>
        <extracomment>%L1: the turn whose start the replay shows (the table after one turn fewer)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: the table at the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game for a puzzle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The puzzle takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1* — Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpBox</name>
    <message>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpView</name>
    <message>
        <source>The game in one screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel tiles and the pig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crown spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fortune Teller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring at a glance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six wheel events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel event %1 of 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sector has one crown space. When the pig stops here, after the event, a follower standing on it scores 3 points and goes back to its owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sector has two crown spaces. When the pig stops here, after the event, a follower alone on them scores 6 points; two followers score 3 points each. Then they go back to their owners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See also</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintGhost</name>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InquisitionPage</name>
    <message>
        <source>Each player scores &lt;b&gt;2 points&lt;/b&gt; for every monk on the landscape, that is, every follower in a cloister, finished or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The monks stay in their cloisters. Followers on crown spaces are not monks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red has monks in two cloisters and Blue has one. Red scores 2 × 2 = 4 points and Blue 2 points. Green has no monk and scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the link the host gave you, or type the address, the port and the table code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fortunas:// links name a secure (TLS) server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure server (TLS, wss://)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarginGraph</name>
    <message>
        <source>Expected margin over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1: %L2 points lost</source>
        <extracomment>%L2: a number with one decimal</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MyTablesDialog</name>
    <message>
        <source>My tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sit at no network table. Tables you join or create on a server show here, so that you can come back to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tables you sit at, on every server you played on. A turn-based table waits for you: come back whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · move before %2</source>
        <extracomment>%1 what happens at the table, %2 a date and time</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the servers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetLobby</name>
    <message>
        <source>You host this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer has no network address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needed to join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer plays it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Rejoin the network game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You were playing at table %1 when Fortuna closed. Your seat is kept for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a network game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The network game takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching table %1: you do not play.</source>
        <extracomment>shown over the board of a spectator; %1 is the table code</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game under way ends for every player at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <source>These options are chosen when a new game is set up and stay the same for the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Wheel of Fortune (the default): the 72 tiles of the expansion, 19 of them with a wheel icon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base game and wheel: the 72 tiles of the base game plus the 19 wheel tiles, 91 in all. The game is longer and the pig moves less often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off by default. Switched on, it adds the 8 tiles with a tent, and fortune tellers let their owners draw extra tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every farmer (the default): at Famine each farmer scores for its farm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the majority, as in the 2009 first print: at Famine only the player or players with the most farmers on a farm score there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel as starting tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On by default: the wheel board lies in the middle and the landscape grows around it, its rim joining roads, cities and fields. Switched off, the wheel lies beside the landscape, and the game starts from one ordinary tile with a city edge and a straight road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile set: base game and wheel, 91 tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile set: The Wheel of Fortune, 72 tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune Teller: on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune Teller: off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine: only the majority scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine: every farmer scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel as starting tile: on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel as starting tile: off.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Together you build a landscape of roads, cities, cloisters and fields, one tile per turn, and place your followers on it to score points. Whoever has the most points at the end wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the middle of the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn in short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a tile. A wheel icon turns the wheel first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the tile so that it matches the land around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may put a follower on it, or on a crown space of the wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score what your tile has completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ways to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed roads, cities and cloisters, as soon as they are finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six wheel events: Fortune, Taxes, Famine, Storm, Inquisition and Plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crown spaces, when the pig stops on their sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed tents of the Fortune Teller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished features and farms, at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>The bag holds %n land tile at the start.</numerusform>
            <numerusform>The bag holds %n land tiles at the start.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fortune Teller is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fortune Teller is not in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At Famine, only the player or players with the most farmers on a farm score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At Famine, every farmer scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel board is the starting tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel board lies beside the landscape.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaguePage</name>
    <message>
        <source>Each player must take one of their own followers off the landscape and return it to their supply. The player chooses which one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player whose turn it is goes first, then the others follow in turn order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followers on crown spaces are safe from the plague. A player with no follower on the landscape skips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortune teller on its tent is an ordinary follower here and may be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red, Blue and Green play in that order, and Blue draws the tile that sends the pig to Plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue removes a follower first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then Green: Green&apos;s only followers stand on crown spaces, so Green skips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last, Red removes a follower.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%1, %2, %L3 points, %n follower(s) in supply</source>
        <translation>
            <numerusform>%1, %2, %L3 points, %n follower in supply</numerusform>
            <numerusform>%1, %2, %L3 points, %n followers in supply</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) in supply</source>
        <translation>
            <numerusform>%n follower in supply</numerusform>
            <numerusform>%n followers in supply</numerusform>
        </translation>
    </message>
    <message>
        <source>× %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n fortune teller(s) on tents</source>
        <translation>
            <numerusform>%n fortune teller on a tent</numerusform>
            <numerusform>%n fortune tellers on tents</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remote player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing a follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if the game ended now</source>
        <translation>
            <numerusform>%n point if the game ended now</numerusform>
            <numerusform>%n points if the game ended now</numerusform>
        </translation>
    </message>
    <message>
        <source>end: %L1</source>
        <extracomment>the player&apos;s score if the game ended now (final scoring included)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PointsChip</name>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %L2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleCard</name>
    <message>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>The better move takes drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The better move takes another of the drawn tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The better move gives back the follower in the frame tagged “Better move”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The better move lays the tile in the frame tagged “Better move”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It keeps %1 points more than the move of your game.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a better move: in your game you lost %1 points here.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: this is the best move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: this move is within one point of the best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes on to the next puzzle.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points against the best. Try again (%2), or see the better move.</source>
        <extracomment>%1: points, one decimal; %2: the name of the Enter key</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle · turn %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The better move is on the board: play it, or go on to the next puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The better move was shown, so the puzzle stays unsolved: try it again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right, but the better move was shown: not solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Plague: choose one of your followers on the land, one ringed in red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fortune Teller: take one of the drawn tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the tile in hand, with a follower or without.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile is turned %1 degrees there.</source>
        <extracomment>%1: 0, 90, 180 or 270, as the tile in hand&apos;s turn is said</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzlesDialog</name>
    <message>
        <source>Puzzles from your games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzles yet. Open a finished game in Your games and analyse it: each move where you lost 5 points or more becomes a puzzle here, the board as it was and the tile in hand, for you to find a better move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each puzzle is a move of yours that lost 5 points or more. Find a better one: any move within one point of the best is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <extracomment>%1 puzzles solved of %2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1 · %2</source>
        <extracomment>%1: the turn, %2: &quot;7.5 points lost&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · against %2</source>
        <extracomment>%1: the date of the game, %2: the opponents</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The north edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The east edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The south edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The west edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the drawn tiles first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plague comes first: a follower must be given back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the tile first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy a follower or skip first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game needs 2 to 5 players, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds a tile that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds tile %1, which needs the Fortune Teller option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tile to choose now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such drawn tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 fits nowhere on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plague is waiting for a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tile is waiting to be placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile turns only by quarter turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That place is too far from the other tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile already lies there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile must touch a tile already on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no placement to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No placed tile is waiting for a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No follower is left in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 sector has no such crown space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That crown space is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile has no such place for a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player may have at most two fortune tellers on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not allow this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where %1 has a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where %1 has a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where %1 has a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a follower there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such place for a follower on that tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no follower there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where you have a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where you have a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where you have a follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have a follower there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay · turn %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the start (%1)</source>
        <extracomment>%1: the key&apos;s name (Home)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn back (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <extracomment>%1: the key&apos;s name (Space)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the turns one after the other (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn forward (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end (%1)</source>
        <extracomment>%1: the key&apos;s name (End)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game (%1)</source>
        <extracomment>%1: the key&apos;s name (Esc)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Replay · the end of the game, after %n turn(s)</source>
        <translation>
            <numerusform>Replay · the end of the game, after %n turn</numerusform>
            <numerusform>Replay · the end of the game, after %n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the turns one after the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Continue your last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game was kept when Fortuna closed: turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>An unfinished game was kept when Fortuna closed: turn %1, %n tile left.</numerusform>
            <numerusform>An unfinished game was kept when Fortuna closed: turn %1, %n tiles left.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept when Fortuna closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1: a date and time in the local format</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RotateButton</name>
    <message>
        <source>Turn clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores over the turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>During the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed road: 1 point per tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed city: 2 points per tile and 2 per pennant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed cloister, with all eight neighbours filled: 9 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed tent: 3 points for the player who completed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel events and crown spaces, when the pig stops: see their pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A road or city goes to the player with the most followers on it. With equal numbers, each of those players scores in full. A tile counts once for a feature, even when the feature crosses it twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell of the wheel board&apos;s rim that carries part of a road or city counts as one tile of it, and the wheel board&apos;s cells count as filled neighbours of a cloister.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished road: 1 point per tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished city: 1 point per tile and 1 per pennant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished cloister: 1 point, plus 1 per filled neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farms: on each farm, the player or players with the most farmers score 3 points for every completed city that touches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followers on crown spaces score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune tellers still on their tents score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player with the most points wins; equal points share the victory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Colour of player %1: %2</source>
        <extracomment>%1: the seat&apos;s number (1–5); %2: the colour&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour: %1 (click to change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (swap with %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 is played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerTables</name>
    <message>
        <source>Tables on this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh: its open tables show here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · under way</source>
        <extracomment>%1 the rules, %2 free seats of %3; a game under way says so</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupEvenGame</name>
    <message>
        <source>Even game for you: %1</source>
        <extracomment>the setup&apos;s suggestion from your rating; %1 a computer level (&quot;Computer · intermediate&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against %1: an even game for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupHostRow</name>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port to host the game on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password the players must give (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends join with the address, port and code shown once you host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with friends on other computers: open a seat to a remote player, or join their table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the table is hosted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port of the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure (TLS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List this table on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>the time a player has for each move of a turn-based table</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table stays on the server: close Fortuna and come back to it from My tables.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Fortuna is played by 2 to 5 players. Each player takes the 7 followers of one colour: red, blue, green, yellow or black. Players take their turns in the order of the player list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game uses the 72 tiles of the base game together with the 19 wheel tiles of the expansion: 91 land tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game uses the 72 land tiles of The Wheel of Fortune. Nineteen of them show a wheel icon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 8 Fortune Teller tiles are shuffled in as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fortune Teller tiles are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>The bag holds %n land tile at the start.</numerusform>
            <numerusform>The bag holds %n land tiles at the start.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wheel board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The land on the rim belongs to the landscape: a road or city that runs onto the rim is scored together with it. Nobody may put a follower on the board itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game the wheel board lies beside the landscape. Its events and crown spaces work as usual, but no tile is laid against it. The landscape starts from one tile with a city edge and a straight road, taken out of the bag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big pink pig starts on the Fortune sector of the wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel board, four tiles by four, lies in the middle of the table and is the starting tile. Its rim shows land: three cities, three roads and three fields. The first land tiles are laid against its rim.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carcassonne with the Wheel of Fortune: choose who plays and how.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players take turns in this order. Several people can share this screen; computer players move by themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fortune Teller (8 tiles with a tent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel is the start tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every farmer scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the farm&apos;s majority scores (first print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional): the same seed shuffles the tiles the same way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional. The same seed gives the same order of tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain this rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bare board game: no hints, no previews of what a move would score, no bag and no analysis until the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play without aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to the game? A short guided game against Bruno shows each rule once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain this rule: %1</source>
        <extracomment>%1: the rule&apos;s label (&quot;The Fortune Teller (8 tiles with a tent)&quot;): four such buttons must not read the same</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the tile clockwise / anticlockwise (or right-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go through the places you can choose now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the chosen place; without a choice, no follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy no follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the laid tile up again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a drawn tile (Fortune Teller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move, zoom, centre the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game / open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Game menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>two keys that do the same, e.g. &quot;R / E&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows, %1 / %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the tiles left in the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a replay: a turn back or forward, to the start or the end, play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a move (the strong computer player&apos;s choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 / %3 %4 / %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 / %3 %4 / %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the open event log: an entry up or down, a page, the first or the last (a screen reader reads each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+letter</source>
        <extracomment>Alt and a letter: &quot;Alt+letter&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined; in a menu: the arrows, %1, %2, or the letter underlined in an item</source>
        <extracomment>%1, %2: the keys Enter and Esc</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a puzzle: try again after a wrong answer, show the better move, the next puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the new game&apos;s page: start the game, from its button or while typing a name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Choose a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n tile left in the bag</numerusform>
            <numerusform>%n tiles left in the bag</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the tiles left in the bag (B)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a city %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a road %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a field %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one side of a tile for a screen reader: &quot;north: city&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cloister</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Fortune Teller&apos;s tent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pennant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wheel icon %1</source>
        <extracomment>the wheel icon of a tile: the pig walks that many sectors</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <extracomment>a tile for a screen reader: its four sides, then what else it shows</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>a cell of the board for a screen reader; the wheel covers columns and rows 1 to 4</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wheel %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (the wheel beside a spot of the board)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; touches %2.</source>
        <extracomment>a spot of the board and what it touches: &quot;Column 5, row 2; touches a city to the west.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unavailable</source>
        <extracomment>the description of a greyed control for a screen reader (Qt 6.4 cannot say it otherwise)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the north-north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the north-north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the east-north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the east-south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the south-south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the south-south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the west-south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the west-north-west</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game against the computer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game of yours yet. Play a game to its end (or import saved games in Your games), and your statistics show here: your wins against each computer level, where your points come from, and how many points your moves lose.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsAccuracy</name>
    <message numerus="yes">
        <source>in %n analysed game(s)</source>
        <translation>
            <numerusform>in %n analysed game</numerusform>
            <numerusform>in %n analysed games</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>a month of the points lost per move: %1 the month, %2 the mean, %3 &quot;in N games&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>in %n game</numerusform>
            <numerusform>in %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; lower is better. By month: %2.</source>
        <extracomment>%1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost per move: %1 on average %2</source>
        <extracomment>%1 the mean points lost per move (a decision of the analysis), %2 &quot;in N analysed games&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of yours analysed yet. Analyse a game from its end screen or from Your games, and the points your moves lose show here, month by month.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsLevel</name>
    <message>
        <source>%1: no game</source>
        <extracomment>a month of the statistics without a game against this level; %1 the month</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 won, mean margin %4</source>
        <extracomment>a month of the statistics: %1 the month, %2 &quot;N games&quot;, %3 the games won, %4 the mean margin in points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Against %1: %2, %3 won (%4 %), mean margin %5</source>
        <extracomment>%1 a computer level (&quot;Computer · easy&quot;), %2 &quot;N games&quot;, %3 the games won, %4 their percentage, %5 the mean margin in points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. By month: %2.</source>
        <extracomment>the statistics against a level: %1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>a share of games won; %1 a percentage</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsRating</name>
    <message>
        <source>Your rating: %1 ± %2</source>
        <extracomment>your rating now: %1 the estimate, %2 its margin (95 % of the time the true rating is within it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n game(s) against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.</source>
        <extracomment>the rating chart in words: %1 the heading, %2 the scale&apos;s sentence, %3 the computer level of an even game, %4 the ratings game by game</extracomment>
        <translation>
            <numerusform>%1, after %n game against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.</numerusform>
            <numerusform>%1, after %n games against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n more game(s) against the computer levels, as the only person at the table, and your rating shows here.</source>
        <translation>
            <numerusform>Play %n more game against the computer levels, as the only person at the table, and your rating shows here.</numerusform>
            <numerusform>Play %n more games against the computer levels, as the only person at the table, and your rating shows here.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured by your results against the computer levels, on their scale: Easy is 0, Normal %1, Master %2.</source>
        <extracomment>what the rating is measured against: %1 Normal&apos;s rating, %2 Master&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your true strength is within ±%1 of this figure 95 % of the time.</source>
        <extracomment>after the rating&apos;s scale: %1 the rating&apos;s margin (&quot;±325&quot;: the figure, not the sign alone)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsSources</name>
    <message>
        <source>%1 %L2 (%3 %, %4 a game)</source>
        <extracomment>a source of points: %1 its name (Roads, Storm…), %L2 the points, %3 their share in percent, %4 the mean per game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Where your %n point(s) come from, %1</source>
        <extracomment>%n your points in all, %1 &quot;in N games&quot;</extracomment>
        <translation>
            <numerusform>Where your %n point comes from, %1</numerusform>
            <numerusform>Where your %n points come from, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>in %n game</numerusform>
            <numerusform>in %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None from %1.</source>
        <extracomment>the sources of points that gave none: %1 their names</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 · %2 % · %3 a game</source>
        <extracomment>a bar of the points&apos; sources: %L1 the points, %2 their share in percent, %3 the mean per game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Plague took %1, worth %2 then.</source>
        <extracomment>%1 &quot;N followers&quot;, %2 &quot;N points&quot;: what they were worth when given back</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n follower</numerusform>
            <numerusform>%n followers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plague never took a follower of yours.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StormPage</name>
    <message>
        <source>Each player scores &lt;b&gt;1 point&lt;/b&gt; for every follower waiting in their supply. Followers on the landscape or on crown spaces do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The followers on the Storm crown spaces come home only after the event, so they do not count either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pig stops on Storm. Red has 4 followers in supply. Blue has 1, and another blue follower stands alone on a Storm crown space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The storm: Red scores 4 points and Blue 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the crown spaces: Blue&apos;s follower scores 6 points and comes home. Blue has scored 7 points in all.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableExtras</name>
    <message>
        <source>This game is played without aids: the bag stays closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound on (%1 to mute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound off (%1 to turn it on)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaxesPage</name>
    <message>
        <source>Taxes reward the knights, the followers standing in cities. A completed city has already sent its knights home, so only unfinished cities count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For &lt;b&gt;each&lt;/b&gt; of your knights you score 1 point per pennant in its city, plus 1 point per knight of yours in that same city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished city with two pennants holds two blue knights and one red knight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each blue knight earns 2 for the pennants plus 2 for the blue knights, that is 4. Blue scores 2 × 4 = &lt;b&gt;8 points&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The red knight earns 2 for the pennants plus 1 for the only red knight. Red scores &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The knights stay in their city and can score again at the next Taxes, or when the city is completed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileChoice</name>
    <message>
        <source>Your fortune tellers let you choose. Click a tile (or press its number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing among the drawn tiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1</source>
        <extracomment>%1: the tile&apos;s position among the drawn tiles, counted from 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1: fits nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits nowhere</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileInHand</name>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tile in hand yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a lit spot to lay the tile. R or a right click turns it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fits nowhere this way round: turn it (R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn without deploying (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile (it lights up) and click to deploy a follower there, or click a crown space of the wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile in hand, turned %1 degrees. %2</source>
        <extracomment>%1: the angle; %2: the tile&apos;s four sides and what else it shows (north: city, east: road...)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the lesson&apos;s card first, then press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choice waits: end the turn (%1), choose again, or take it back (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the follower back (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose again among the drawn tiles (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the tile up again (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn as it stands (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: %1 goes through the places, %2 confirms, %3: no follower.</source>
        <extracomment>%1, %2, %3: the keys Space, Enter and S</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit spots, %2 lays the tile there.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the autosaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players: quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players: steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players: slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules help (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles in the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume: soft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume: medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume: loud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the computers&apos; tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Fortuna</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the end of my turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game file saved or opened yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnPage</name>
    <message>
        <source>Your turn has four steps, always in this order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Draw a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one land tile from the bag, plus one more for each of your fortune tellers on the board, and keep one of them. The Fortune Teller page explains how.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one land tile from the bag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the tile shows a wheel icon, the wheel turns first: the pig walks, the event of the sector where it stops takes place, and the crown spaces of that sector are scored. Then you go on with the tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Place the tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the tile so that it touches the landscape and every edge matches its neighbour: city against city, road against road, field against field. You may turn it as you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile that fits nowhere is shown to everyone and put out of the game, and you draw again. If the new tile has a wheel icon, the wheel turns again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Deploy a follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, in a cloister as a monk, or on a tent as a fortune teller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, or in a cloister as a monk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The road, city or field must be free: no follower may stand on any part of it, even on other tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead, you may put the follower on any free crown space of the wheel. One follower per turn at most, and you may also deploy none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every road, city or cloister that your tile completes is scored at once, and its followers go back to their owners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then each tent that your tile has closed in on all four sides is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends after the turn in which the last tile is laid or put aside. The final scoring then counts what is still unfinished, and the player with the most points wins. Equal points share the victory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the card of the lesson: &quot;Learn to play · step 3 of 16&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialLayer</name>
    <message>
        <source>Start the lesson?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The lesson takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialResumeDialog</name>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson is under way, at step %1 of %2. Go on with it, or start it again from the beginning?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left the lesson before its end. Continue where you left off, or start it again from the beginning?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Welcome! In a few turns against Bruno you will try what the Wheel of Fortune adds to Carcassonne.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big board in the middle is the wheel: it is also the first tile of the landscape, and the pink pig stands on its Fortune sector. Press Next to begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile is a piece of city with a pennant. Lay it on the lit spot, against the wheel&apos;s city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every edge must match its neighbour: city against city, road against road, field against field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now claim the city: click the lit ring to put a follower there. A follower in a city is a knight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno&apos;s turn: he lays a road north of the wheel and puts a follower on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your new tile goes on with your city and starts a road. Lay it on the lit spot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try to put another follower in your city: click the lit ring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: your knight already holds this city. Put the follower on the road instead: click the lit ring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno drew a tile with a wheel icon 1: before he lays it, the pig walks one sector clockwise, to Taxes, and the event of Taxes takes place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes pay each knight 1 point per pennant in its city plus 1 per knight of its owner there: your knight earns 2 points. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno lays his tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A field with a cloister this time. Lay it on the lit spot, south of the wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put one on the lit crown of Famine, the sector after the pig&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno&apos;s tile had a wheel icon 1 again: the pig walked on to Famine. Your follower on its crown scored 3 points and came back to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine pays the farmers too, the followers in fields: nobody has one yet. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tile shows a wheel icon 3: the pig walked past Storm and Inquisition and stopped on Plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your followers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno gives back his follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now a normal game begins, against Bruno at the Easy level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A city and a road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A claim refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pig walks to Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A crown of the wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crown pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done! You have laid tiles, claimed a city, a road and a crown, seen a claim refused, and watched Taxes, a crown and the Plague at work. The rules help (%1) tells the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Next to watch Bruno play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit places, %2 confirms.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WheelBanner</name>
    <message>
        <source>%1 drew a wheel tile!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The pig walks %n sector(s) clockwise…</source>
        <translation>
            <numerusform>The pig walks %n sector clockwise…</numerusform>
            <numerusform>The pig walks %n sectors clockwise…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s).</source>
        <translation>
            <numerusform>%1 drew a wheel tile: the pig walked %n sector.</numerusform>
            <numerusform>%1 drew a wheel tile: the pig walked %n sectors.</numerusform>
        </translation>
    </message>
    <message>
        <source>crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody scores this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sent a follower home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose one of your followers on the land: click one ringed in red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses a follower to send home…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WheelBoard</name>
    <message>
        <source>Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crown space %1 of %2</source>
        <extracomment>%1: this crown space&apos;s number; %2: how many crown spaces its sector has (1 or 2)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel of fortune, six sectors clockwise from the top: Fortune, Taxes, Famine, Storm, Inquisition, Plague. The pig stands on %1.</source>
        <extracomment>the wheel for a screen reader; %1 is the sector the pig stands on</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pig, on %1</source>
        <extracomment>the pig on the wheel, for a screen reader; %1 is a sector</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, taken</source>
        <extracomment>a crown space for a screen reader: its sector and whether a follower is on it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WheelInset</name>
    <message>
        <source>The wheel: the pig walks to %1</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the wheel on the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WheelLegend</name>
    <message>
        <source>Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player scores 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knights earn from their cities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmers earn per completed city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point per follower in supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per monk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone loses a follower.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WheelPage</name>
    <message>
        <source>Nineteen land tiles show a small gold wheel with the number 1, 2 or 3: eleven show a 1, five a 2 and three a 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you draw such a tile, set it aside for a moment and move the pig clockwise around the wheel, one sector per step, as many sectors as the number says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clockwise from the top, the sectors are Fortune, Taxes, Famine, Storm, Inquisition and Plague. After Plague the pig comes back to Fortune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the sector where the pig stops takes effect; the sectors it walks through do nothing. Fortune rewards only the player whose turn it is, the other five events concern every player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pig walks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event of the sector where it stops takes place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crown spaces of that sector are scored, and their followers go home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You place the tile and carry on with your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event happens as soon as the tile is drawn. If the tile then fits nowhere, the event still stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With fortune tellers you may draw several tiles: only the icon of the tile you keep counts, and the tiles you put back do not move the pig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pig stands on Famine and you draw a tile with a 3. The pig walks to Storm, then Inquisition, and stops on Plague. The plague strikes, the followers on the Plague crown spaces score, and then you lay your tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player whose turn it is scores 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every knight earns its owner 1 point per pennant in its city plus 1 per knight of that owner there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On each farm, the players with most farmers score 1 point per farmer for every completed city next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every farmer scores 1 point for each completed city next to its farm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player scores 1 point per follower in their supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every monk earns its owner 2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player must send one follower from the land back to their supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune teller&apos;s tent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thief on the road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight in the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmer in the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monk in the cloister</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune teller in the tent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <extracomment>%1: the computer level (Novice ... Easy, Normal, Strong ... Master)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base game + wheel tiles (91)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Wheel of Fortune (72 tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew a tile that fits nowhere; it is put aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a thief on a road to the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a knight in a city to the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a farmer to the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a monk to the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a fortune teller to the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a follower to the plague.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A road of %n tile(s) is complete.</source>
        <translation>
            <numerusform>A road of %n tile is complete.</numerusform>
            <numerusform>A road of %n tiles is complete.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A city of %n tile(s) is complete.</source>
        <translation>
            <numerusform>A city of %n tile is complete.</numerusform>
            <numerusform>A city of %n tiles is complete.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cloister is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A feature is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortune teller&apos;s tent is surrounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished road of %n tile(s).</source>
        <translation>
            <numerusform>Final scoring: an unfinished road of %n tile.</numerusform>
            <numerusform>Final scoring: an unfinished road of %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished city of %n tile(s).</source>
        <translation>
            <numerusform>Final scoring: an unfinished city of %n tile.</numerusform>
            <numerusform>Final scoring: an unfinished city of %n tiles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scoring: an unfinished cloister.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring: a farm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s) to %2.</source>
        <translation>
            <numerusform>%1 drew a wheel tile: the pig walked %n sector to %2.</numerusform>
            <numerusform>%1 drew a wheel tile: the pig walked %n sectors to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The crown spaces of %1 score; their followers go back to their owners.</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept one tile of the Fortune Teller&apos;s draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid a tile and put a follower on a crown space of %2.</source>
        <extracomment>%1: a player&apos;s name; %2: a sector&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid a tile and put a thief on the road.</source>
        <extracomment>%1: a player&apos;s name. One sentence for two acts: the tile is laid, the follower is put on the road</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid a tile and put a knight in the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid a tile and put a farmer in the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid a tile and put a monk in the cloister.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid a tile and put a fortune teller in the tent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid a tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays any legal move at random; answers at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes the points in sight, with some slips; answers at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighs each move by what it may still score; thinks a few milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays out likely futures of its best moves; thinks for up to a second per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote player (network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend on another computer takes this seat: Host this game shows how.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <extracomment>points won, after a sentence of the event log: &quot;Ana: 8 points&quot; (the log shows &quot;Ana +8&quot;)</extracomment>
        <translation>
            <numerusform>%1: %n point.</numerusform>
            <numerusform>%1: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: give back the follower in the frame tagged “Hint”. %1 does it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: lay the tile in the frame tagged “Hint”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your followers this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This move should gain you about %n point(s) over the others.</source>
        <translation>
            <numerusform>This move should gain you about %n point over the others.</numerusform>
            <numerusform>This move should gain you about %n points over the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move gains points here: this one should lose the fewest, about %n.</source>
        <translation>
            <numerusform>No move gains points here: this one should lose the fewest, about %n.</numerusform>
            <numerusform>No move gains points here: this one should lose the fewest, about %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>This move should keep your standing against the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: grabs the points in sight and often misjudges them; answers at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grabs the points in sight, with many slips; answers at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighs each move with the judgement of many two-player games; thinks a few milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays out a few dozen futures of its best moves; thinks a fraction of a second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays out more futures of more moves; thinks for up to three seconds per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · casual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · skilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinks ahead a little and slips now and then (against one player, forgets the farms); answers at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinks ahead, with small slips (against one player, forgets the farms); answers at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YourGamesDialog</name>
    <message>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game of %1 leaves your games for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game yet. Each game you finish on this computer comes here; Import adds games you saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · analysed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <extracomment>%1 games shown, %n games in all (&quot;3 of 10 games&quot;)</extracomment>
        <translation>
            <numerusform>%1 of %n game</numerusform>
            <numerusform>%1 of %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameAnalysis</name>
    <message>
        <source>There is nothing to analyse yet: no turn has been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be analysed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameController</name>
    <message>
        <source>A game needs 2 to 5 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown computer level &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until the pig has finished walking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games can only be saved to local files, not to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <extracomment>%1: a file name; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: players[%2].ai: unknown computer level &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games can only be opened from local files, not from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortuna games (*.fortuna)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.fortuna *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the autosave %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no autosaved game to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosaved game is already over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game setup is incomplete: %1 is missing.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;players[2].name&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 cannot be %2.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;rules.famine&quot;; %2: the raw value given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 is wrong.</source>
        <extracomment>%1: the setting&apos;s path in the game record</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game setup is not a Fortuna game header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is incomplete or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game, or it is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: it was saved by a newer version of Fortuna.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is missing.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 cannot be %3.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record, e.g. &quot;turns[3].place.at&quot;; %3: the raw value found</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game holds a move that the rules do not allow (turn %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: you may not read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: the rules do not allow the setup of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: turn %2 breaks the rules: %3</source>
        <extracomment>%1: a file name; %2: a turn number; %3: the rules&apos; reason, a whole sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may not write there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay: leave it to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown sector %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1: it is not your turn.</source>
        <extracomment>%1: the name of the player who acts now</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game sent by the server cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a move that cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This window no longer follows the server&apos;s game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice %1 is not offered now.</source>
        <extracomment>%1: a drawn tile&apos;s position, counted from 1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such decision in the analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to take back: the last move of this turn was random (a draw or the pig&apos;s walk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where your follower goes (or no follower) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played without aids: no hints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played without aids: it can be analysed once it is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is no longer in your games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open this game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hints in a puzzle: the move is yours to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle is no longer in your games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the puzzle first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle is left to solve. Analyse another game for more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::GamesModel</name>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base game tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>famine by majority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another start tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a player in the list of your games: %1 the name, %2 the score</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <extracomment>a computer player in the list of your games: %1 the name, %2 the level, %3 the score</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2. %3. %4.</source>
        <extracomment>a game in the list of your games, for a screen reader: %1 the date, %2 won or lost, %3 the players and their scores, %4 the rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your games cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a game not yet finished: only finished games go into your games.</source>
        <extracomment>%1: a file name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be added to your games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>%n game imported.</numerusform>
            <numerusform>%n games imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) already in your games.</source>
        <translation>
            <numerusform>%n game already in your games.</numerusform>
            <numerusform>%n games already in your games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::MyTables</name>
    <message>
        <source>It is your turn at table %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server cannot tell whose turn it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server no longer has this table (or your seat).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the players to join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortuna: your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your turn at table %1, against %2.</source>
        <extracomment>%1: the table&apos;s code; %2: the other players&apos; names, separated by commas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>the action of the desktop notification of a turn (clicking it does the same)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::NetSession</name>
    <message>
        <source>Waiting for the players to join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host closed the table: the game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the host was lost: reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the current network game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The password is too long (at most %n character(s)).</source>
        <translation>
            <numerusform>The password is too long (at most %n character).</numerusform>
            <numerusform>The password is too long (at most %n characters).</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this setup cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open at least one seat to a remote player to host a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <extracomment>%1: a port number; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the host&apos;s address (a name or an IP address).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table code has 8 letters and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Type your name (at most %n character(s)).</source>
        <translation>
            <numerusform>Type your name (at most %n character).</numerusform>
            <numerusform>Type your name (at most %n characters).</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no table to rejoin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host starts the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until every seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host can hand a seat to a computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to the table: wait until the connection is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link is not fortuna://address:port/CODE with a table code of 8 letters and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server speaks another version of the Fortuna protocol (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server is full: try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no table with this code on this server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This seat cannot be taken back any more: join the table again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat of this table is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host can do this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has already started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused this move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table %1 is no longer on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat was taken back from another window: this one no longer plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A network game keeps the aids for everyone: untick Play without aids to host it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time per move is at most 14 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a server, this computer plays exactly one seat: make the other players remote players or computers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table link starts with fortuna:// (or fortunas:// for a secure server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are watching this table: a spectator does not play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate of %1 is not signed by an authority this computer trusts (it may be the server&apos;s own, self-signed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate of %1 is NOT the one you trusted before. Someone may be impersonating the server: do not connect unless its owner told you the certificate changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate of %1 was made for another server name: Fortuna refuses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate of %1 has expired or is not valid yet: Fortuna refuses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate of %1 is not valid: Fortuna refuses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its SHA-256 fingerprint: %1</source>
        <extracomment>%1 is a long hexadecimal fingerprint (AB:CD:…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table was not created: the server&apos;s certificate was not trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortuna remembers another certificate for %1: it is replaced only when you say its owner renewed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fingerprint you trusted: %1
Its fingerprint now: %2</source>
        <extracomment>%1 and %2 are long hexadecimal fingerprints (AB:CD:…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the club server was lost: reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Too many attempts from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Too many attempts from your address: try again in %n second.</numerusform>
            <numerusform>Too many attempts from your address: try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>This name holds an invisible or control character: type it again with visible characters only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A network game needs at least one person at the table: open a seat to a player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player left this game an hour ago: the club server has closed it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzleSession</name>
    <message>
        <source>This puzzle&apos;s game cannot be read any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move is being checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved: go on to the next puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again, or see the better move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzlesModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an opponent in the list of puzzles: %1 the name, %2 the computer level</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 points lost</source>
        <extracomment>the points a move lost, one decimal</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game of %1 against %2, turn %L3: %4.</source>
        <extracomment>a puzzle in the list, for a screen reader: %1 the date of its game, %2 the opponents, %3 the turn, %4 &quot;7.5 points lost&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solved yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::Replayer</name>
    <message>
        <source>This game cannot be replayed: its record does not match the rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fortuna::model::ServerBrowser</name>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server does not list its tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base game and Wheel of Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, Fortune Teller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::Tutorial</name>
    <message>
        <source>Bruno</source>
        <extracomment>the computer opponent&apos;s name in &quot;Learn to play&quot; (a first name)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the lesson first, then press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson is over: start the game against Easy, or leave the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: your opponent is playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right spot: now turn the tile as the lit spot shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this lesson, lay the tile on the lit spot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this lesson, put your follower on the lit crown of the wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this lesson, put your follower where the lit ring shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First try the lit city: see what the rules say.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
