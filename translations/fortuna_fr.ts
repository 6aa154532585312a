<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Fortuna</source>
        <translation>À propos de Fortuna</translation>
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
        <translation>Une adaptation non officielle, faite par des amateurs, de Carcassonne&#xa0;: la Roue de la Fortune, avec la Diseuse de Bonne Aventure, pour deux à cinq joueurs, humains ou ordinateurs.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure (GPL-3.0-or-later)&#xa0;: vous pouvez le partager et le modifier selon ses termes. Il est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <source>Game design of Carcassonne: Klaus-Jürgen Wrede. Fortuna is not affiliated with, nor endorsed by, Hans im Glück or any other publisher of Carcassonne. All its art is drawn by the project, and its text is its own.</source>
        <translation>Auteur du jeu Carcassonne&#xa0;: Klaus-Jürgen Wrede. Fortuna n’est ni affilié à Hans im Glück ni à aucun autre éditeur de Carcassonne, ni approuvé par eux. Toutes ses illustrations sont dessinées par le projet, et ses textes sont les siens.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>AnalysisGhosts</name>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Better move</source>
        <translation>Meilleur coup</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Analysis of the game</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Close the analysis</source>
        <translation>Fermer l’analyse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analyser à nouveau</translation>
    </message>
    <message>
        <source>Turn %L1: %2 took %3 from the Fortune Teller&apos;s draw; %4 was worth %5 points more.</source>
        <extracomment>%2: a player&apos;s name; %3 and %4: tile codes; %5: points with one decimal</extracomment>
        <translation>Tour %L1&#xa0;: %2 a pris %3 parmi les tuiles de la diseuse de bonne aventure&#xa0;; %4 valait %5&#xa0;points de plus.</translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost in %n move(s), %2 a move</source>
        <extracomment>%1 and %2: points with one decimal; %n: a number of moves</extracomment>
        <translation>
            <numerusform>%1&#xa0;points perdus en %n coup, %2 par coup</numerusform>
            <numerusform>%1&#xa0;points perdus en %n coups, %2 par coup</numerusform>
        </translation>
    </message>
    <message>
        <source>luck %1</source>
        <extracomment>%1: a signed number of points with one decimal, e.g. &quot;+2.5&quot;</extracomment>
        <translation>chance %1</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistake(s)</source>
        <extracomment>how many moves lost 10 points or more (&quot;??&quot; on the graph)</extracomment>
        <translation>
            <numerusform>%n grosse erreur</numerusform>
            <numerusform>%n grosses erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <extracomment>how many moves lost 5 to 10 points (&quot;?&quot;)</extracomment>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <extracomment>how many moves lost 2 to 5 points (&quot;?!&quot;)</extracomment>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck: the points the draws brought a player (the tiles drawn by everyone and the pig&apos;s walks), against what an average tile from the bag would have brought: above 0, luckier than average; below 0, less lucky.</source>
        <translation>Chance&#xa0;: les points que les pioches ont rapportés à un joueur (les tuiles piochées par tous et les marches du cochon), comparés à ce qu’aurait rapporté une tuile moyenne du sac&#xa0;: au-dessus de 0, plus de chance que la moyenne&#xa0;; en dessous, moins.</translation>
    </message>
    <message>
        <source>A big mistake (??) lost 10 points or more against the strong computer player&apos;s choice, a mistake (?) 5 or more, an inaccuracy (?!) 2 or more.</source>
        <translation>Une grosse erreur (??) a perdu 10&#xa0;points ou plus face au choix de l’ordinateur fort, une erreur (?) 5 ou plus, une imprécision (?!) 2 ou plus.</translation>
    </message>
    <message>
        <source>What the words mean</source>
        <translation>Ce que veulent dire les mots</translation>
    </message>
    <message>
        <source>The strong computer player replays the game and weighs every move against the best it finds.</source>
        <translation>L’ordinateur fort rejoue la partie et compare chaque coup au meilleur qu’il trouve.</translation>
    </message>
    <message>
        <source>%1% done</source>
        <extracomment>%1: a percentage without its sign, e.g. 40</extracomment>
        <translation>%1&#xa0;% fait</translation>
    </message>
    <message>
        <source>estimating the time left…</source>
        <translation>estimation du temps restant…</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>environ %n&#xa0;seconde restante</numerusform>
            <numerusform>environ %n&#xa0;secondes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>environ %n&#xa0;minute restante</numerusform>
            <numerusform>environ %n&#xa0;minutes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Each line: how far a player expected to end ahead of (above 0) or behind (below 0) the best of the others, after each of its moves. A dot: a move that lost points (the bigger, the more); click it to see it on the board.</source>
        <translation>Chaque ligne&#xa0;: de combien un joueur s’attendait à finir devant (au-dessus de 0) ou derrière (en dessous de 0) le meilleur des autres, après chacun de ses coups. Un point&#xa0;: un coup qui a perdu des points (plus il est gros, plus il en a perdu)&#xa0;; cliquez dessus pour le voir sur le plateau.</translation>
    </message>
    <message>
        <source>Hide the summary</source>
        <translation>Masquer le résumé</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Afficher le résumé</translation>
    </message>
    <message>
        <source>Turn %L1: %2 lost %3 points with this move. On the board: the move played (tagged “Played”) and a better one (tagged “Better move”).</source>
        <extracomment>%2: a player&apos;s name; %3: points with one decimal</extracomment>
        <translation>Tour %L1&#xa0;: %2 a perdu %3&#xa0;points avec ce coup. Sur le plateau&#xa0;: le coup joué (marqué «&#xa0;Joué&#xa0;») et un meilleur (marqué «&#xa0;Meilleur coup&#xa0;»).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>A crown space of %1</source>
        <translation>Une case Couronne du secteur %1</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <translation>Poser ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <translation>Partisan de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Deploy here: %1 %2</source>
        <extracomment>%1: &quot;Knight in the city&quot;...; %2: where on the tile: &quot;to the north&quot;, &quot;to the north-north-west&quot;...</extracomment>
        <translation>Poser ici&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>Tile laid: %1</source>
        <extracomment>%1: a cell of the board, &quot;Column 5, row 2.&quot;</extracomment>
        <translation>Tuile posée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message numerus="yes">
        <source>In the bag: %n tile(s)</source>
        <translation>
            <numerusform>Dans le sac&#xa0;: %n tuile</numerusform>
            <numerusform>Dans le sac&#xa0;: %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the bag</source>
        <translation>Fermer le sac</translation>
    </message>
    <message>
        <source>Close the bag (B)</source>
        <translation>Fermer le sac (B)</translation>
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
            <numerusform>Encore %n&#xa0;: %1</numerusform>
            <numerusform>Encore %n&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Centre the board</source>
        <translation>Centrer le plateau</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>Trust this server?</source>
        <translation>Faire confiance à ce serveur&#xa0;?</translation>
    </message>
    <message>
        <source>Certificate refused</source>
        <translation>Certificat refusé</translation>
    </message>
    <message>
        <source>Trust it only if the server&apos;s owner gave you this same fingerprint. Fortuna will remember it for %1 and refuse any other certificate there.</source>
        <translation>Ne lui faites confiance que si le propriétaire du serveur vous a donné cette même empreinte. Fortuna la retiendra pour %1 et y refusera tout autre certificat.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Trust this server</source>
        <translation>Faire confiance à ce serveur</translation>
    </message>
    <message>
        <source>The server&apos;s owner renewed its certificate: trust the new one</source>
        <extracomment>a deliberate, non-default choice when a server&apos;s certificate changed</extracomment>
        <translation>Le propriétaire du serveur a renouvelé son certificat&#xa0;: faire confiance au nouveau</translation>
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
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>CrownPreview</name>
    <message>
        <source>If the pig stopped on %1 now:</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Si le cochon s’arrêtait sur %1 maintenant&#xa0;:</translation>
    </message>
    <message>
        <source>%1 %L2</source>
        <extracomment>%1: a sector&apos;s name; %L2: the points its event would pay this player</extracomment>
        <translation>%1 %L2</translation>
    </message>
    <message>
        <source>crowns %L1</source>
        <extracomment>points paid by the crown spaces of the sector</extracomment>
        <translation>couronnes %L1</translation>
    </message>
</context>
<context>
    <name>CrownsPage</name>
    <message>
        <source>The wheel has nine crown spaces: one each on Fortune, Famine and Inquisition, and two each on Taxes, Storm and Plague.</source>
        <translation>La roue compte neuf cases Couronne&#xa0;: une sur chacun des secteurs Fortune, Famine et Inquisition, et deux sur chacun des secteurs Taxes, Orage et Peste.</translation>
    </message>
    <message>
        <source>Putting a follower on a crown</source>
        <translation>Poser un partisan sur une couronne</translation>
    </message>
    <message>
        <source>Instead of putting a follower on the tile you have just laid, you may put it on any free crown space, in any sector, even the one where the pig stands. A crown space holds one follower.</source>
        <translation>Au lieu de poser un partisan sur la tuile que vous venez de placer, vous pouvez le mettre sur n’importe quelle case Couronne libre, dans n’importe quel secteur, même celui où se trouve le cochon. Une case Couronne accueille un seul partisan.</translation>
    </message>
    <message>
        <source>When crowns score</source>
        <translation>Quand les couronnes rapportent</translation>
    </message>
    <message>
        <source>When the pig stops on a sector, right after its event, the followers on that sector&apos;s crown spaces score and go back to their owners:</source>
        <translation>Quand le cochon s’arrête sur un secteur, juste après l’événement, les partisans des cases Couronne de ce secteur marquent des points et retournent chez leurs propriétaires&#xa0;:</translation>
    </message>
    <message>
        <source>one crown space: its follower scores 3 points;</source>
        <translation>une case Couronne&#xa0;: son partisan marque 3&#xa0;points&#xa0;;</translation>
    </message>
    <message>
        <source>two crown spaces, one follower: it scores 6 points;</source>
        <translation>deux cases Couronne, un seul partisan&#xa0;: il marque 6&#xa0;points&#xa0;;</translation>
    </message>
    <message>
        <source>two crown spaces, two followers: each scores 3 points, even when both belong to the same player.</source>
        <translation>deux cases Couronne, deux partisans&#xa0;: chacun marque 3&#xa0;points, même s’ils appartiennent au même joueur.</translation>
    </message>
    <message>
        <source>Followers in sectors that the pig only walks through do not score and stay where they are.</source>
        <translation>Les partisans des secteurs que le cochon ne fait que traverser ne marquent rien et restent en place.</translation>
    </message>
    <message>
        <source>At the end of the game, followers still on crown spaces score nothing.</source>
        <translation>En fin de partie, les partisans encore sur des cases Couronne ne rapportent rien.</translation>
    </message>
    <message>
        <source>Blue and Red each have a follower on Taxes, and Green has one alone on Storm. The pig leaves Taxes with a 2: it passes Famine and stops on Storm.</source>
        <translation>Bleu et Rouge ont chacun un partisan sur Taxes, et Vert en a un, seul, sur Orage. Le cochon quitte Taxes avec un 2&#xa0;: il passe par Famine et s’arrête sur Orage.</translation>
    </message>
    <message>
        <source>After the storm, Green&apos;s follower scores 6 points and goes home. The followers on Taxes stay for a later visit of the pig, when each will score 3 points.</source>
        <translation>Après l’orage, le partisan de Vert marque 6&#xa0;points et rentre dans sa réserve. Ceux de Taxes attendent un prochain passage du cochon, où chacun marquera 3&#xa0;points.</translation>
    </message>
</context>
<context>
    <name>DeployMarkers</name>
    <message numerus="yes">
        <source>Farm: %n point(s) at the end of the game</source>
        <translation>
            <numerusform>Pré&#xa0;: %n&#xa0;point en fin de partie</numerusform>
            <numerusform>Pré&#xa0;: %n&#xa0;points en fin de partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) when surrounded</source>
        <translation>
            <numerusform>%n&#xa0;point une fois la tente entourée</numerusform>
            <numerusform>%n&#xa0;points une fois la tente entourée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Complete: %n point(s)</source>
        <translation>
            <numerusform>Zone terminée&#xa0;: %n&#xa0;point</numerusform>
            <numerusform>Zone terminée&#xa0;: %n&#xa0;points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) now</source>
        <translation>
            <numerusform>%n&#xa0;point actuellement</numerusform>
            <numerusform>%n&#xa0;points actuellement</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody holds it yet</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: no follower stands on it. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Personne ne s’y trouve encore</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: %1 lists the players with followers on it, e.g. &quot;Ana ×2, Bo&quot;. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Partisans&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>EndFigures</name>
    <message>
        <source>Tiles laid</source>
        <translation>Tuiles posées</translation>
    </message>
    <message>
        <source>Points from the wheel</source>
        <translation>Points de la roue</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4, %5</source>
        <extracomment>the end screen&apos;s figures of a player, for a screen reader: %1 the name, then &quot;N tiles laid&quot;, &quot;N followers placed&quot;, &quot;N points from the wheel&quot;, what the Plague took</extracomment>
        <translation>%1&#xa0;: %2, %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <translation>
            <numerusform>%n tuile posée</numerusform>
            <numerusform>%n tuiles posées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) from the wheel</source>
        <translation>
            <numerusform>%n&#xa0;point de la roue</numerusform>
            <numerusform>%n&#xa0;points de la roue</numerusform>
        </translation>
    </message>
    <message>
        <source>Followers placed</source>
        <translation>Partisans posés</translation>
    </message>
    <message>
        <source>Taken by the Plague (points)</source>
        <extracomment>the end screen&apos;s column: the followers the Plague took, and in brackets the points they were worth then</extracomment>
        <translation>Pris par la Peste (points)</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) placed</source>
        <translation>
            <numerusform>%n partisan posé</numerusform>
            <numerusform>%n partisans posés</numerusform>
        </translation>
    </message>
    <message>
        <source>the Plague took %1, worth %2 then</source>
        <extracomment>the end screen&apos;s figures: %1 &quot;N followers&quot;, %2 &quot;N points&quot;</extracomment>
        <translation>la Peste a pris %1, valant alors %2</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n partisan</numerusform>
            <numerusform>%n partisans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n&#xa0;point</numerusform>
            <numerusform>%n&#xa0;points</numerusform>
        </translation>
    </message>
    <message>
        <source>none taken by the Plague</source>
        <translation>aucun pris par la Peste</translation>
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rank %1: %2, %L3 points</source>
        <extracomment>%1: a rank (1, 2…); %2: a player&apos;s name; %L3: the score</extracomment>
        <translation>Rang %1&#xa0;: %2, score&#xa0;: %L3</translation>
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
        <translation>%1 l’emporte&#xa0;!</translation>
    </message>
    <message>
        <source>A shared victory!</source>
        <translation>Victoire partagée&#xa0;!</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>avec %n&#xa0;point</numerusform>
            <numerusform>avec %n&#xa0;points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share first place</source>
        <translation>
            <numerusform>%n joueur à la première place</numerusform>
            <numerusform>%n joueurs se partagent la première place</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation>Scores au fil de la partie</translation>
    </message>
    <message>
        <source>a wheel event</source>
        <translation>un événement de la roue</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>The same players and rules, a new shuffle</source>
        <translation>Mêmes joueurs, mêmes règles, tuiles remélangées</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Où des points ont été perdus, coup par coup, et la chance des pioches</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analyser cette partie</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>Event log (%L1)</source>
        <translation>Journal de partie (%L1)</translation>
    </message>
    <message>
        <source>Show or hide the event log (L)</source>
        <translation>Afficher ou masquer le journal de partie (L)</translation>
    </message>
    <message>
        <source>T%L1</source>
        <translation>T%L1</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>couronne</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Il ne s’est encore rien passé.</translation>
    </message>
    <message>
        <source>Show this tile on the board</source>
        <translation>Montrer cette tuile sur le plateau</translation>
    </message>
    <message>
        <source>Turn %L1: %2</source>
        <translation>Tour %L1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal de partie</translation>
    </message>
</context>
<context>
    <name>FaminePage</name>
    <message>
        <source>Famine rewards the farmers, the followers lying in fields. A farm is a whole connected field, however many tiles it covers.</source>
        <translation>La Famine récompense les paysans, les partisans couchés dans les prés. Un pré s’étend sur toutes les tuiles qu’il relie, aussi nombreuses soient-elles.</translation>
    </message>
    <message>
        <source>In this game, only the majority scores: on each farm, only the player or players with the most farmers there score, 1 point per completed city touching the farm for each of their farmers.</source>
        <translation>Dans cette partie, seule la majorité marque&#xa0;: dans chaque pré, seuls le ou les joueurs qui y ont le plus de paysans marquent, 1&#xa0;point par ville terminée bordant le pré pour chacun de leurs paysans.</translation>
    </message>
    <message>
        <source>In this game, every farmer scores: for each of your farmers you get 1 point per completed city touching its farm, whoever has the most farmers there.</source>
        <translation>Dans cette partie, chaque paysan marque&#xa0;: pour chacun de vos paysans, vous gagnez 1&#xa0;point par ville terminée bordant son pré, quel que soit le joueur majoritaire.</translation>
    </message>
    <message>
        <source>Unfinished cities give nothing, and the farmers stay in their fields.</source>
        <translation>Les villes inachevées ne rapportent rien, et les paysans restent dans leurs prés.</translation>
    </message>
    <message>
        <source>A farm touches three completed cities and one unfinished city. Blue has two farmers on it and Red has one.</source>
        <translation>Un pré borde trois villes terminées et une ville inachevée. Bleu y a deux paysans, Rouge un seul.</translation>
    </message>
    <message>
        <source>Blue has the most farmers there and scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt;. Red scores nothing.</source>
        <translation>Bleu a le plus de paysans dans ce pré et marque 2 × 3 = &lt;b&gt;6&#xa0;points&lt;/b&gt;. Rouge ne marque rien.</translation>
    </message>
    <message>
        <source>Blue scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt; and Red scores 1 × 3 = &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Bleu marque 2 × 3 = &lt;b&gt;6&#xa0;points&lt;/b&gt; et Rouge 1 × 3 = &lt;b&gt;3&#xa0;points&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>At the end of the game the same farm would give 3 points per completed city to Blue alone: 9 points.</source>
        <translation>En fin de partie, ce même pré rapporterait 3&#xa0;points par ville terminée à Bleu seul&#xa0;: 9&#xa0;points.</translation>
    </message>
    <message>
        <source>This is the rule of the 2009 first print. The other choice, where every farmer scores, can be set when a new game is set up.</source>
        <translation>C’est la règle du premier tirage (2009). L’autre choix, où chaque paysan marque, se règle à la création d’une nouvelle partie.</translation>
    </message>
    <message>
        <source>The 2009 first print let only the majority score; that rule can be chosen when a new game is set up.</source>
        <translation>Le premier tirage (2009) ne faisait marquer que la majorité&#xa0;; cette règle peut être choisie à la création d’une nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
</context>
<context>
    <name>FortunePage</name>
    <message>
        <source>The player whose turn it is scores &lt;b&gt;3 points&lt;/b&gt;. This is the only event that concerns one player alone.</source>
        <translation>Le joueur dont c’est le tour marque &lt;b&gt;3&#xa0;points&lt;/b&gt;. C’est le seul événement qui ne concerne qu’un joueur.</translation>
    </message>
    <message>
        <source>The pig stands on Inquisition when Red draws a tile with a 2. It walks through Plague and stops on Fortune: Red scores 3 points.</source>
        <translation>Le cochon est sur Inquisition quand Rouge pioche une tuile marquée 2. Il traverse Peste et s’arrête sur Fortune&#xa0;: Rouge marque 3&#xa0;points.</translation>
    </message>
    <message>
        <source>Blue has a follower on the Fortune crown space. It scores 3 points for Blue and goes back to Blue&apos;s supply.</source>
        <translation>Bleu a un partisan sur la case Couronne de Fortune. Il rapporte 3&#xa0;points à Bleu et retourne dans sa réserve.</translation>
    </message>
    <message>
        <source>Nothing happens on Plague, which the pig only walked through. Then Red lays the tile.</source>
        <translation>Rien ne se passe sur Peste, que le cochon n’a fait que traverser. Rouge place ensuite sa tuile.</translation>
    </message>
</context>
<context>
    <name>FortuneTellerPage</name>
    <message>
        <source>The Fortune Teller is part of this game: its 8 tiles with a tent are in the bag.</source>
        <translation>La Diseuse de Bonne Aventure est de la partie&#xa0;: ses 8 tuiles à tente sont dans le sac.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not part of this game. You can add it when you set up a new game.</source>
        <translation>La Diseuse de Bonne Aventure n’est pas de la partie. Vous pouvez l’ajouter en créant une nouvelle partie.</translation>
    </message>
    <message>
        <source>Tents and fortune tellers</source>
        <translation>Tentes et diseuses de bonne aventure</translation>
    </message>
    <message>
        <source>Each Fortune Teller tile has a tent beside its roads, cities and fields. When you lay such a tile, you may put your follower on the tent: it becomes a fortune teller.</source>
        <translation>Chaque tuile Diseuse de Bonne Aventure porte une tente à côté de ses routes, villes et prés. Quand vous placez une telle tuile, vous pouvez poser votre partisan sur la tente&#xa0;: il devient diseuse de bonne aventure.</translation>
    </message>
    <message>
        <source>You may have at most two fortune tellers on the board at a time.</source>
        <translation>Vous ne pouvez pas avoir plus de deux diseuses de bonne aventure en jeu à la fois.</translation>
    </message>
    <message>
        <source>Drawing with fortune tellers</source>
        <translation>Piocher avec des diseuses de bonne aventure</translation>
    </message>
    <message>
        <source>At the start of your turn you draw one tile, plus one for each of your fortune tellers on the board: two tiles with one fortune teller, three with two. If fewer tiles are left, you draw them all.</source>
        <translation>Au début de votre tour, vous piochez une tuile, plus une par diseuse de bonne aventure que vous avez en jeu&#xa0;: deux tuiles avec une diseuse, trois avec deux. S’il en reste moins, vous les piochez toutes.</translation>
    </message>
    <message>
        <source>Keep one tile that can be placed and put the others back into the bag, which is shuffled. The tiles you put back have no effect, not even their wheel icons.</source>
        <translation>Gardez une tuile qui peut être placée et remettez les autres dans le sac, que l’on mélange. Les tuiles remises n’ont aucun effet, pas même leur icône Roue de la Fortune.</translation>
    </message>
    <message>
        <source>If none of them can be placed, all go back, and you draw one tile at a time until one fits. Each wheel icon drawn this way turns the wheel as usual.</source>
        <translation>Si aucune ne peut être placée, toutes retournent dans le sac et vous piochez une tuile à la fois jusqu’à en trouver une qui convient. Chaque icône Roue de la Fortune ainsi piochée fait tourner la roue comme d’habitude.</translation>
    </message>
    <message>
        <source>Completing a tent</source>
        <translation>Compléter une tente</translation>
    </message>
    <message>
        <source>A tent with a fortune teller is complete when the four places beside its tile, above, below, left and right, are all filled; cells of the wheel board count as filled. Whoever lays the tile that completes it scores &lt;b&gt;3 points&lt;/b&gt;, whether the tent is theirs or not, and the fortune teller goes back to its owner at once.</source>
        <translation>Une tente occupée par une diseuse de bonne aventure est complète quand les quatre emplacements voisins de sa tuile (au-dessus, au-dessous, à gauche et à droite) sont tous occupés&#xa0;; les cases de la Roue de la Fortune comptent comme occupées. Le joueur qui place la tuile qui la complète marque &lt;b&gt;3&#xa0;points&lt;/b&gt;, que la tente soit à lui ou non, et la diseuse de bonne aventure retourne aussitôt chez son propriétaire.</translation>
    </message>
    <message>
        <source>An empty tent scores nothing, and neither does a fortune teller still on its tent at the end of the game.</source>
        <translation>Une tente vide ne rapporte rien, pas plus qu’une diseuse de bonne aventure encore sur sa tente en fin de partie.</translation>
    </message>
    <message>
        <source>For every other rule a fortune teller is an ordinary follower: the plague may take it, but it is not a knight, a farmer or a monk.</source>
        <translation>Pour toutes les autres règles, une diseuse de bonne aventure est un partisan ordinaire&#xa0;: la peste peut l’emporter, mais elle n’est ni chevalier, ni paysan, ni moine.</translation>
    </message>
    <message>
        <source>Blue&apos;s fortune teller has tiles on three sides. Red lays a tile on the fourth side: Red scores 3 points and Blue takes the fortune teller back. From now on Blue draws one tile fewer.</source>
        <translation>La diseuse de bonne aventure de Bleu a des tuiles sur trois côtés. Rouge place une tuile sur le quatrième&#xa0;: Rouge marque 3&#xa0;points et Bleu reprend sa diseuse. Désormais, Bleu pioche une tuile de moins.</translation>
    </message>
    <message>
        <source>The published Fortune Teller tiles are not available to us, so the eight tile layouts in this game are its own: fields, roads and small cities around a tent. The rules are those of the expansion.</source>
        <translation>Les tuiles publiées de la Diseuse de Bonne Aventure ne nous sont pas accessibles&#xa0;: ce jeu utilise donc ses propres dessins pour les huit tuiles (des prés, des routes et de petites villes autour d’une tente). Les règles sont celles de l’extension.</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <source>Click one of your ringed followers to send it home.</source>
        <translation>Cliquez sur l’un de vos partisans cerclés pour le renvoyer dans votre réserve.</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <extracomment>%1: a player&apos;s name; %2: the follower&apos;s role (thief, knight, farmer, monk, fortune teller)</extracomment>
        <translation>Partisan de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Only your own followers on the land can go: click one with a red ring.</source>
        <translation>Seuls vos propres partisans dans le paysage peuvent partir&#xa0;: cliquez sur l’un de ceux cerclés de rouge.</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <extracomment>%1: the feature and the follower&apos;s role, e.g. &quot;road (thief)&quot;</extracomment>
        <translation>Poser ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>+%L1</source>
        <extracomment>points just scored, e.g. &quot;+6&quot;</extracomment>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>Lay the tile here</source>
        <translation>Poser la tuile ici</translation>
    </message>
    <message>
        <source>The tile fits here when turned: press R or right-click.</source>
        <translation>La tuile va ici une fois tournée&#xa0;: appuyez sur R ou faites un clic droit.</translation>
    </message>
    <message>
        <source>The tile cannot go there: try a lit spot.</source>
        <translation>La tuile ne peut pas aller là&#xa0;: essayez un emplacement en surbrillance.</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile and click it to deploy a follower there, or press S to skip.</source>
        <translation>Pointez une route, une ville, un pré ou une abbaye de la nouvelle tuile et cliquez pour y poser un partisan, ou appuyez sur S pour passer.</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <source>Game saved as %1.</source>
        <translation>Partie enregistrée sous %1.</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>Remplacer %1&#xa0;?</translation>
    </message>
    <message>
        <source>A file of that name is already in this folder. Saving the game replaces it.</source>
        <translation>Un fichier de ce nom se trouve déjà dans ce dossier. L’enregistrement de la partie le remplace.</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Le remplacer</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Fichier ouvert&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Fermer l’aide</translation>
    </message>
    <message>
        <source>Close the help (%1)</source>
        <translation>Fermer l’aide (%1)</translation>
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
        <translation>Choisissez les joueurs et les règles, puis lancez la partie.</translation>
    </message>
    <message>
        <source>The game is over: here are the final scores.</source>
        <translation>La partie est terminée&#xa0;: voici les scores finaux.</translation>
    </message>
    <message>
        <source>The pig walks round the wheel…</source>
        <translation>Le cochon avance sur la roue…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>%1: a computer player&apos;s name</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>%1: choose one of the drawn tiles</source>
        <translation>%1&#xa0;: choisissez l’une des tuiles piochées</translation>
    </message>
    <message>
        <source>%1: place the tile</source>
        <translation>%1&#xa0;: placez la tuile</translation>
    </message>
    <message>
        <source>%1: deploy a follower or skip</source>
        <translation>%1&#xa0;: posez un partisan ou passez</translation>
    </message>
    <message>
        <source>%1: choose a follower to lose to the plague</source>
        <translation>%1&#xa0;: choisissez le partisan que la Peste emporte</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. A new game takes its place.</source>
        <translation>La partie en cours n’a pas été enregistrée. Une nouvelle partie va la remplacer.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Lancer la nouvelle partie</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Ouvrir une autre partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The game you open takes its place.</source>
        <translation>La partie en cours n’a pas été enregistrée. La partie ouverte va la remplacer.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisir une partie</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>L’ouvrir</translation>
    </message>
    <message>
        <source>Game saved as %1.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>Partie enregistrée sous %1.</translation>
    </message>
    <message>
        <source>A computer player is stuck: %1</source>
        <translation>Un joueur ordinateur est bloqué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>La sauvegarde automatique a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <source>The strong computer player is thinking about your move…</source>
        <translation>L’ordinateur fort réfléchit à votre coup…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>%1: the name of the player (or computer) who acts now</extracomment>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>%1: end the turn (%2) or take the choice back (%3)</source>
        <extracomment>%1: the player&apos;s name; %2, %3: the keys (Enter, Esc)</extracomment>
        <translation>%1&#xa0;: finissez le tour (%2) ou reprenez le choix (%3)</translation>
    </message>
    <message>
        <source>Replay: the table at the start of turn %L1</source>
        <extracomment>%L1: the turn whose start the replay shows (the table after one turn fewer)</extracomment>
        <translation>Revoir la partie&#xa0;: la table au début du tour %L1</translation>
    </message>
    <message>
        <source>Replay: the table at the end of the game</source>
        <translation>Revoir la partie&#xa0;: la table à la fin de la partie</translation>
    </message>
    <message>
        <source>Leave this game for a puzzle?</source>
        <translation>Quitter cette partie pour un problème&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The puzzle takes its place.</source>
        <translation>La partie en cours n’a pas été enregistrée. Le problème prend sa place.</translation>
    </message>
    <message>
        <source>Go to the puzzle</source>
        <translation>Aller au problème</translation>
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
        <translation>Exemple</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>Dans cette partie</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
</context>
<context>
    <name>HelpView</name>
    <message>
        <source>The game in one screen</source>
        <translation>Le jeu en un écran</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour de jeu</translation>
    </message>
    <message>
        <source>Wheel tiles and the pig</source>
        <translation>Les tuiles Roue et le cochon</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Taxes</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Orage</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inquisition</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Peste</translation>
    </message>
    <message>
        <source>Crown spaces</source>
        <translation>Les cases Couronne</translation>
    </message>
    <message>
        <source>The Fortune Teller</source>
        <translation>La Diseuse de Bonne Aventure</translation>
    </message>
    <message>
        <source>Scoring at a glance</source>
        <translation>Le décompte en bref</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Options de règles</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>L’essentiel</translation>
    </message>
    <message>
        <source>The six wheel events</source>
        <translation>Les six événements de la roue</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Autres règles</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Aide sur les règles</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Pages d’aide</translation>
    </message>
    <message>
        <source>Wheel event %1 of 6</source>
        <translation>Événement de la roue %1 sur 6</translation>
    </message>
    <message>
        <source>This sector has one crown space. When the pig stops here, after the event, a follower standing on it scores 3 points and goes back to its owner.</source>
        <translation>Ce secteur a une case Couronne. Quand le cochon s’arrête ici, après l’événement, le partisan qui l’occupe marque 3&#xa0;points et retourne chez son propriétaire.</translation>
    </message>
    <message>
        <source>This sector has two crown spaces. When the pig stops here, after the event, a follower alone on them scores 6 points; two followers score 3 points each. Then they go back to their owners.</source>
        <translation>Ce secteur a deux cases Couronne. Quand le cochon s’arrête ici, après l’événement, un partisan seul sur ces cases marque 6&#xa0;points&#xa0;; deux partisans marquent 3&#xa0;points chacun. Ils retournent ensuite chez leurs propriétaires.</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>Voir aussi</translation>
    </message>
</context>
<context>
    <name>HintGhost</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
</context>
<context>
    <name>InquisitionPage</name>
    <message>
        <source>Each player scores &lt;b&gt;2 points&lt;/b&gt; for every monk on the landscape, that is, every follower in a cloister, finished or not.</source>
        <translation>Chaque joueur marque &lt;b&gt;2&#xa0;points&lt;/b&gt; par moine dans le paysage, c’est-à-dire par partisan posé dans une abbaye, terminée ou non.</translation>
    </message>
    <message>
        <source>The monks stay in their cloisters. Followers on crown spaces are not monks.</source>
        <translation>Les moines restent dans leurs abbayes. Les partisans des cases Couronne ne sont pas des moines.</translation>
    </message>
    <message>
        <source>Red has monks in two cloisters and Blue has one. Red scores 2 × 2 = 4 points and Blue 2 points. Green has no monk and scores nothing.</source>
        <translation>Rouge a des moines dans deux abbayes et Bleu dans une. Rouge marque 2 × 2 = 4&#xa0;points et Bleu 2&#xa0;points. Vert n’a aucun moine et ne marque rien.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>Paste the link the host gave you, or type the address, the port and the table code.</source>
        <translation>Collez le lien donné par l’hôte, ou saisissez l’adresse, le port et le code de la table.</translation>
    </message>
    <message>
        <source>Link to the table</source>
        <translation>Lien vers la table</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation>Adresse de l’hôte</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Récents</translation>
    </message>
    <message>
        <source>Recent servers</source>
        <translation>Serveurs récents</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>si la table en a un</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>fortunas:// links name a secure (TLS) server.</source>
        <translation>Les liens fortunas:// désignent un serveur sécurisé (TLS).</translation>
    </message>
    <message>
        <source>Secure server (TLS, wss://)</source>
        <translation>Serveur sécurisé (TLS, wss://)</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
</context>
<context>
    <name>MarginGraph</name>
    <message>
        <source>Expected margin over the game</source>
        <translation>Avance attendue au fil de la partie</translation>
    </message>
    <message>
        <source>Turn %L1: %L2 points lost</source>
        <extracomment>%L2: a number with one decimal</extracomment>
        <translation>Tour %L1&#xa0;: %L2&#xa0;points perdus</translation>
    </message>
</context>
<context>
    <name>MyTablesDialog</name>
    <message>
        <source>My tables</source>
        <translation>Mes tables</translation>
    </message>
    <message>
        <source>You sit at no network table. Tables you join or create on a server show here, so that you can come back to them.</source>
        <translation>Vous n’êtes assis à aucune table en réseau. Les tables que vous rejoignez ou créez sur un serveur s’affichent ici, pour que vous puissiez y revenir.</translation>
    </message>
    <message>
        <source>The tables you sit at, on every server you played on. A turn-based table waits for you: come back whenever you like.</source>
        <translation>Les tables où vous êtes assis, sur tous les serveurs où vous avez joué. Une table au tour par tour vous attend&#xa0;: revenez quand vous voulez.</translation>
    </message>
    <message>
        <source>%1 · move before %2</source>
        <extracomment>%1 what happens at the table, %2 a date and time</extracomment>
        <translation>%1 · jouez avant le %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <source>Asking the servers…</source>
        <translation>Interrogation des serveurs…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>NetLobby</name>
    <message>
        <source>You host this game</source>
        <translation>Vous hébergez cette partie</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>this computer has no network address</source>
        <translation>cet ordinateur n’a pas d’adresse réseau</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>needed to join</source>
        <translation>demandé pour rejoindre</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Place libre&#xa0;: en attente d’un joueur…</translation>
    </message>
    <message>
        <source>computer for now</source>
        <translation>ordinateur pour l’instant</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>La rendre</translation>
    </message>
    <message>
        <source>Computer plays it</source>
        <translation>L’ordinateur la joue</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Watching table %1</source>
        <translation>Vous regardez la table %1</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Arrêter de regarder</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Rejoin the network game?</source>
        <translation>Revenir à la partie en réseau&#xa0;?</translation>
    </message>
    <message>
        <source>You were playing at table %1 when Fortuna closed. Your seat is kept for you.</source>
        <translation>Vous jouiez à la table %1 quand Fortuna s’est fermé. Votre place vous est gardée.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Join a network game?</source>
        <translation>Rejoindre une partie en réseau&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The network game takes its place.</source>
        <translation>La partie en cours n’a pas été enregistrée. La partie en réseau va la remplacer.</translation>
    </message>
    <message>
        <source>Watching table %1: you do not play.</source>
        <extracomment>shown over the board of a spectator; %1 is the table code</extracomment>
        <translation>Vous regardez la table %1&#xa0;: vous ne jouez pas.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Fermer la table&#xa0;?</translation>
    </message>
    <message>
        <source>The game under way ends for every player at the table.</source>
        <translation>La partie en cours se termine pour tous les joueurs de la table.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fermer la table</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <source>These options are chosen when a new game is set up and stay the same for the whole game.</source>
        <translation>Ces options se choisissent à la création d’une nouvelle partie et ne changent plus jusqu’à la fin.</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Jeu de tuiles</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (the default): the 72 tiles of the expansion, 19 of them with a wheel icon.</source>
        <translation>La Roue de la Fortune (par défaut)&#xa0;: les 72 tuiles de l’extension, dont 19 avec une icône Roue de la Fortune.</translation>
    </message>
    <message>
        <source>Base game and wheel: the 72 tiles of the base game plus the 19 wheel tiles, 91 in all. The game is longer and the pig moves less often.</source>
        <translation>Jeu de base et roue&#xa0;: les 72 tuiles du jeu de base plus les 19 tuiles à icône, 91 en tout. La partie est plus longue et le cochon bouge moins souvent.</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Diseuse de Bonne Aventure</translation>
    </message>
    <message>
        <source>Off by default. Switched on, it adds the 8 tiles with a tent, and fortune tellers let their owners draw extra tiles.</source>
        <translation>Désactivée par défaut. Activée, elle ajoute les 8 tuiles à tente, et les diseuses de bonne aventure font piocher des tuiles supplémentaires à leurs propriétaires.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Every farmer (the default): at Famine each farmer scores for its farm.</source>
        <translation>Chaque paysan (par défaut)&#xa0;: lors de la Famine, chaque paysan marque pour son pré.</translation>
    </message>
    <message>
        <source>Only the majority, as in the 2009 first print: at Famine only the player or players with the most farmers on a farm score there.</source>
        <translation>Seule la majorité, comme dans le premier tirage de 2009&#xa0;: lors de la Famine, seuls le ou les joueurs qui ont le plus de paysans dans un pré y marquent.</translation>
    </message>
    <message>
        <source>Wheel as starting tile</source>
        <translation>La roue comme tuile de départ</translation>
    </message>
    <message>
        <source>On by default: the wheel board lies in the middle and the landscape grows around it, its rim joining roads, cities and fields. Switched off, the wheel lies beside the landscape, and the game starts from one ordinary tile with a city edge and a straight road.</source>
        <translation>Activée par défaut&#xa0;: la Roue de la Fortune est au centre et le paysage s’étend autour d’elle, son pourtour prolongeant routes, villes et prés. Désactivée, la roue est posée à côté du paysage, et la partie commence avec une tuile ordinaire portant un bord de ville et une route droite.</translation>
    </message>
    <message>
        <source>Tile set: base game and wheel, 91 tiles.</source>
        <translation>Jeu de tuiles&#xa0;: jeu de base et roue, 91 tuiles.</translation>
    </message>
    <message>
        <source>Tile set: The Wheel of Fortune, 72 tiles.</source>
        <translation>Jeu de tuiles&#xa0;: la Roue de la Fortune, 72 tuiles.</translation>
    </message>
    <message>
        <source>Fortune Teller: on.</source>
        <translation>Diseuse de Bonne Aventure&#xa0;: activée.</translation>
    </message>
    <message>
        <source>Fortune Teller: off.</source>
        <translation>Diseuse de Bonne Aventure&#xa0;: désactivée.</translation>
    </message>
    <message>
        <source>Famine: only the majority scores.</source>
        <translation>Famine&#xa0;: seule la majorité marque.</translation>
    </message>
    <message>
        <source>Famine: every farmer scores.</source>
        <translation>Famine&#xa0;: chaque paysan marque.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: on.</source>
        <translation>Roue comme tuile de départ&#xa0;: activée.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: off.</source>
        <translation>Roue comme tuile de départ&#xa0;: désactivée.</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Together you build a landscape of roads, cities, cloisters and fields, one tile per turn, and place your followers on it to score points. Whoever has the most points at the end wins.</source>
        <translation>Ensemble, vous construisez un paysage de routes, de villes, d’abbayes et de prés, une tuile par tour, et vous y posez vos partisans pour marquer des points. Celui qui a le plus de points à la fin gagne.</translation>
    </message>
    <message>
        <source>In the middle of the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>Au milieu du paysage se trouve la Roue de la Fortune et son grand cochon rose. Certaines tuiles portent une icône Roue de la Fortune&#xa0;: quand vous en piochez une, le cochon avance sur la roue, et le secteur où il s’arrête déclenche un événement, heureux ou non.</translation>
    </message>
    <message>
        <source>Beside the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>À côté du paysage se trouve la Roue de la Fortune et son grand cochon rose. Certaines tuiles portent une icône Roue de la Fortune&#xa0;: quand vous en piochez une, le cochon avance sur la roue, et le secteur où il s’arrête déclenche un événement, heureux ou non.</translation>
    </message>
    <message>
        <source>Your turn in short</source>
        <translation>Votre tour en bref</translation>
    </message>
    <message>
        <source>Draw a tile. A wheel icon turns the wheel first.</source>
        <translation>Piochez une tuile. Une icône Roue de la Fortune fait d’abord tourner la roue.</translation>
    </message>
    <message>
        <source>Lay the tile so that it matches the land around it.</source>
        <translation>Placez la tuile en accord avec le paysage qui l’entoure.</translation>
    </message>
    <message>
        <source>You may put a follower on it, or on a crown space of the wheel.</source>
        <translation>Vous pouvez poser un partisan sur cette tuile, ou sur une case Couronne de la roue.</translation>
    </message>
    <message>
        <source>Score what your tile has completed.</source>
        <translation>Comptez les points de ce que votre tuile a terminé.</translation>
    </message>
    <message>
        <source>Ways to score</source>
        <translation>Comment marquer des points</translation>
    </message>
    <message>
        <source>Completed roads, cities and cloisters, as soon as they are finished.</source>
        <translation>Les routes, villes et abbayes, dès qu’elles sont terminées.</translation>
    </message>
    <message>
        <source>The six wheel events: Fortune, Taxes, Famine, Storm, Inquisition and Plague.</source>
        <translation>Les six événements de la roue&#xa0;: Fortune, Taxes, Famine, Orage, Inquisition et Peste.</translation>
    </message>
    <message>
        <source>Crown spaces, when the pig stops on their sector.</source>
        <translation>Les cases Couronne, quand le cochon s’arrête sur leur secteur.</translation>
    </message>
    <message>
        <source>Completed tents of the Fortune Teller.</source>
        <translation>Les tentes complétées de la Diseuse de Bonne Aventure.</translation>
    </message>
    <message>
        <source>Unfinished features and farms, at the end of the game.</source>
        <translation>Les zones inachevées et les prés, en fin de partie.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>Le sac contient %n tuile Terrain au départ.</numerusform>
            <numerusform>Le sac contient %n tuiles Terrain au départ.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fortune Teller is in play.</source>
        <translation>La Diseuse de Bonne Aventure est de la partie.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not in play.</source>
        <translation>La Diseuse de Bonne Aventure n’est pas de la partie.</translation>
    </message>
    <message>
        <source>At Famine, only the player or players with the most farmers on a farm score.</source>
        <translation>Lors de la Famine, seuls le ou les joueurs ayant le plus de paysans dans un pré marquent.</translation>
    </message>
    <message>
        <source>At Famine, every farmer scores.</source>
        <translation>Lors de la Famine, chaque paysan marque.</translation>
    </message>
    <message>
        <source>The wheel board is the starting tile.</source>
        <translation>La Roue de la Fortune est la tuile de départ.</translation>
    </message>
    <message>
        <source>The wheel board lies beside the landscape.</source>
        <translation>La Roue de la Fortune est posée à côté du paysage.</translation>
    </message>
</context>
<context>
    <name>PlaguePage</name>
    <message>
        <source>Each player must take one of their own followers off the landscape and return it to their supply. The player chooses which one.</source>
        <translation>Chaque joueur doit retirer du paysage l’un de ses partisans et le remettre dans sa réserve. Il choisit lequel.</translation>
    </message>
    <message>
        <source>The player whose turn it is goes first, then the others follow in turn order.</source>
        <translation>Le joueur dont c’est le tour commence, puis les autres suivent dans l’ordre du jeu.</translation>
    </message>
    <message>
        <source>Followers on crown spaces are safe from the plague. A player with no follower on the landscape skips.</source>
        <translation>Les partisans des cases Couronne sont à l’abri de la peste. Un joueur qui n’a aucun partisan dans le paysage passe.</translation>
    </message>
    <message>
        <source>A fortune teller on its tent is an ordinary follower here and may be chosen.</source>
        <translation>Une diseuse de bonne aventure sur sa tente est ici un partisan ordinaire et peut être choisie.</translation>
    </message>
    <message>
        <source>Red, Blue and Green play in that order, and Blue draws the tile that sends the pig to Plague.</source>
        <translation>Rouge, Bleu et Vert jouent dans cet ordre, et Bleu pioche la tuile qui envoie le cochon sur Peste.</translation>
    </message>
    <message>
        <source>Blue removes a follower first.</source>
        <translation>Bleu retire d’abord un partisan.</translation>
    </message>
    <message>
        <source>Then Green: Green&apos;s only followers stand on crown spaces, so Green skips.</source>
        <translation>Puis Vert&#xa0;: ses seuls partisans sont sur des cases Couronne, il passe donc.</translation>
    </message>
    <message>
        <source>Last, Red removes a follower.</source>
        <translation>Enfin, Rouge retire un partisan.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%1, %2, %L3 points, %n follower(s) in supply</source>
        <translation>
            <numerusform>%1, %2, score&#xa0;: %L3, %n partisan en réserve</numerusform>
            <numerusform>%1, %2, score&#xa0;: %L3, %n partisans en réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à son tour</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>joue</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>à vous</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) in supply</source>
        <translation>
            <numerusform>%n partisan en réserve</numerusform>
            <numerusform>%n partisans en réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>× %L1</source>
        <translation>× %L1</translation>
    </message>
    <message numerus="yes">
        <source>%n fortune teller(s) on tents</source>
        <translation>
            <numerusform>%n diseuse de bonne aventure sur une tente</numerusform>
            <numerusform>%n diseuses de bonne aventure sur des tentes</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <source>remote player</source>
        <translation>joueur distant</translation>
    </message>
    <message>
        <source>choosing a follower</source>
        <translation>choisit un partisan</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if the game ended now</source>
        <translation>
            <numerusform>%n&#xa0;point si la partie finissait maintenant</numerusform>
            <numerusform>%n&#xa0;points si la partie finissait maintenant</numerusform>
        </translation>
    </message>
    <message>
        <source>end: %L1</source>
        <extracomment>the player&apos;s score if the game ended now (final scoring included)</extracomment>
        <translation>fin&#xa0;: %L1</translation>
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
        <translation>résolu</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Touche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Montrer le meilleur coup</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <source>All puzzles…</source>
        <translation>Tous les problèmes…</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>The better move takes drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Le meilleur coup prend la tuile piochée n°&#xa0;%1.</translation>
    </message>
    <message>
        <source>The better move takes another of the drawn tiles.</source>
        <translation>Le meilleur coup prend une autre des tuiles piochées.</translation>
    </message>
    <message>
        <source>The better move gives back the follower in the frame tagged “Better move”.</source>
        <translation>Le meilleur coup rend le partisan du cadre marqué «&#xa0;Meilleur coup&#xa0;».</translation>
    </message>
    <message>
        <source>The better move lays the tile in the frame tagged “Better move”.</source>
        <translation>Le meilleur coup pose la tuile dans le cadre marqué «&#xa0;Meilleur coup&#xa0;».</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Partisan&#xa0;: une case Couronne du secteur %1.</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Partisan&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No follower.</source>
        <translation>Aucun partisan.</translation>
    </message>
    <message>
        <source>It keeps %1 points more than the move of your game.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Il rapporte %1&#xa0;points de plus que le coup de votre partie.</translation>
    </message>
    <message>
        <source>Find a better move: in your game you lost %1 points here.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Trouvez un meilleur coup&#xa0;: dans votre partie, vous avez perdu ici %1&#xa0;points.</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Vérification de votre coup…</translation>
    </message>
    <message>
        <source>Right: this is the best move.</source>
        <translation>Juste&#xa0;: c’est le meilleur coup.</translation>
    </message>
    <message>
        <source>Right: this move is within one point of the best.</source>
        <translation>Juste&#xa0;: ce coup est à moins d’un point du meilleur.</translation>
    </message>
    <message>
        <source>%1 goes on to the next puzzle.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 passe au problème suivant.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points against the best. Try again (%2), or see the better move.</source>
        <extracomment>%1: points, one decimal; %2: the name of the Enter key</extracomment>
        <translation>Pas encore&#xa0;: ce coup perd %1&#xa0;points face au meilleur. Réessayez (%2) ou voyez le meilleur coup.</translation>
    </message>
    <message>
        <source>Puzzle · turn %L1</source>
        <translation>Problème · tour %L1</translation>
    </message>
    <message>
        <source>The better move is on the board: play it, or go on to the next puzzle.</source>
        <translation>Le meilleur coup est sur le plateau&#xa0;: jouez-le ou passez au problème suivant.</translation>
    </message>
    <message>
        <source>The better move was shown, so the puzzle stays unsolved: try it again later.</source>
        <translation>Le meilleur coup a été montré, le problème reste donc non résolu&#xa0;: réessayez-le plus tard.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Pas encore&#xa0;: ce coup perd %1&#xa0;points.</translation>
    </message>
    <message>
        <source>Right, but the better move was shown: not solved.</source>
        <translation>Juste, mais le meilleur coup a été montré&#xa0;: non résolu.</translation>
    </message>
    <message>
        <source>The Plague: choose one of your followers on the land, one ringed in red.</source>
        <translation>La Peste&#xa0;: choisissez l’un de vos partisans dans le paysage, un partisan cerclé de rouge.</translation>
    </message>
    <message>
        <source>The Fortune Teller: take one of the drawn tiles.</source>
        <translation>La Diseuse de Bonne Aventure&#xa0;: prenez l’une des tuiles piochées.</translation>
    </message>
    <message>
        <source>Lay the tile in hand, with a follower or without.</source>
        <translation>Posez la tuile en main, avec un partisan ou sans.</translation>
    </message>
    <message>
        <source>The tile is turned %1 degrees there.</source>
        <extracomment>%1: 0, 90, 180 or 270, as the tile in hand&apos;s turn is said</extracomment>
        <translation>La tuile y est tournée de %1 degrés.</translation>
    </message>
</context>
<context>
    <name>PuzzlesDialog</name>
    <message>
        <source>Puzzles from your games</source>
        <translation>Problèmes tirés de vos parties</translation>
    </message>
    <message>
        <source>No puzzles yet. Open a finished game in Your games and analyse it: each move where you lost 5 points or more becomes a puzzle here, the board as it was and the tile in hand, for you to find a better move.</source>
        <translation>Aucun problème pour l’instant. Ouvrez une partie terminée dans Vos parties et analysez-la&#xa0;: chaque coup où vous avez perdu 5&#xa0;points ou plus devient ici un problème, le plateau tel qu’il était et la tuile en main, pour que vous trouviez un meilleur coup.</translation>
    </message>
    <message>
        <source>Each puzzle is a move of yours that lost 5 points or more. Find a better one: any move within one point of the best is right.</source>
        <translation>Chaque problème est un de vos coups qui a perdu 5&#xa0;points ou plus. Trouvez-en un meilleur&#xa0;: tout coup à moins d’un point du meilleur est juste.</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <extracomment>%1 puzzles solved of %2</extracomment>
        <translation>%1 sur %2 résolus</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>résolu</translation>
    </message>
    <message>
        <source>to solve</source>
        <translation>à résoudre</translation>
    </message>
    <message>
        <source>Turn %L1 · %2</source>
        <extracomment>%1: the turn, %2: &quot;7.5 points lost&quot;</extracomment>
        <translation>Tour %L1 · %2</translation>
    </message>
    <message>
        <source>%1 · against %2</source>
        <extracomment>%1: the date of the game, %2: the opponents</extracomment>
        <translation>%1 · contre %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Vos parties…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <translation>Maj</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>Pg préc.</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>Pg suiv.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pré</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Taxes</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Orage</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inquisition</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Peste</translation>
    </message>
    <message>
        <source>The north edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Le bord nord ne correspond pas (cette tuile&#xa0;: %1, sa voisine&#xa0;: %2).</translation>
    </message>
    <message>
        <source>The east edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Le bord est ne correspond pas (cette tuile&#xa0;: %1, sa voisine&#xa0;: %2).</translation>
    </message>
    <message>
        <source>The south edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Le bord sud ne correspond pas (cette tuile&#xa0;: %1, sa voisine&#xa0;: %2).</translation>
    </message>
    <message>
        <source>The west edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Le bord ouest ne correspond pas (cette tuile&#xa0;: %1, sa voisine&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Choose one of the drawn tiles first.</source>
        <translation>Choisissez d’abord l’une des tuiles piochées.</translation>
    </message>
    <message>
        <source>The plague comes first: a follower must be given back.</source>
        <translation>La Peste d’abord&#xa0;: un partisan doit être rendu.</translation>
    </message>
    <message>
        <source>Place the tile first.</source>
        <translation>Placez d’abord la tuile.</translation>
    </message>
    <message>
        <source>Deploy a follower or skip first.</source>
        <translation>Posez d’abord un partisan, ou passez.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>A game needs 2 to 5 players, not %1.</source>
        <translation>Une partie demande de 2 à 5 joueurs, pas %1.</translation>
    </message>
    <message>
        <source>The deck holds a tile that does not exist.</source>
        <translation>La pile contient une tuile qui n’existe pas.</translation>
    </message>
    <message>
        <source>The deck holds tile %1, which needs the Fortune Teller option.</source>
        <translation>La pile contient la tuile %1, qui demande l’option Diseuse de Bonne Aventure.</translation>
    </message>
    <message>
        <source>There is no tile to choose now.</source>
        <translation>Il n’y a pas de tuile à choisir maintenant.</translation>
    </message>
    <message>
        <source>There is no such drawn tile.</source>
        <translation>Cette tuile n’a pas été piochée.</translation>
    </message>
    <message>
        <source>Tile %1 fits nowhere on the table.</source>
        <translation>La tuile %1 ne peut être placée nulle part.</translation>
    </message>
    <message>
        <source>No plague is waiting for a follower.</source>
        <translation>Aucune Peste n’attend de partisan.</translation>
    </message>
    <message>
        <source>No tile is waiting to be placed.</source>
        <translation>Aucune tuile n’attend d’être placée.</translation>
    </message>
    <message>
        <source>A tile turns only by quarter turns.</source>
        <translation>Une tuile ne tourne que par quarts de tour.</translation>
    </message>
    <message>
        <source>That place is too far from the other tiles.</source>
        <translation>Cet endroit est trop loin des autres tuiles.</translation>
    </message>
    <message>
        <source>A tile already lies there.</source>
        <translation>Une tuile s’y trouve déjà.</translation>
    </message>
    <message>
        <source>The tile must touch a tile already on the table.</source>
        <translation>La tuile doit toucher une tuile déjà posée.</translation>
    </message>
    <message>
        <source>There is no placement to take back.</source>
        <translation>Il n’y a pas de placement à reprendre.</translation>
    </message>
    <message>
        <source>No placed tile is waiting for a follower.</source>
        <translation>Aucune tuile posée n’attend de partisan.</translation>
    </message>
    <message>
        <source>No follower is left in the supply.</source>
        <translation>Il ne reste aucun partisan dans la réserve.</translation>
    </message>
    <message>
        <source>The %1 sector has no such crown space.</source>
        <translation>Le secteur %1 n’a pas cette case Couronne.</translation>
    </message>
    <message>
        <source>That crown space is taken.</source>
        <translation>Cette case Couronne est déjà occupée.</translation>
    </message>
    <message>
        <source>The tile has no such place for a follower.</source>
        <translation>La tuile n’a pas d’emplacement de ce type pour un partisan.</translation>
    </message>
    <message>
        <source>Each player may have at most two fortune tellers on the table.</source>
        <translation>Chaque joueur peut avoir au plus deux diseuses de bonne aventure en jeu.</translation>
    </message>
    <message>
        <source>The rules do not allow this.</source>
        <translation>Les règles ne le permettent pas.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where %1 has a follower.</source>
        <translation>Cette route est déjà occupée&#xa0;: une fois la tuile posée, elle rejoint la route où %1 a un partisan.</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where %1 has a follower.</source>
        <translation>Cette ville est déjà occupée&#xa0;: une fois la tuile posée, elle rejoint la ville où %1 a un partisan.</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where %1 has a follower.</source>
        <translation>Ce pré est déjà occupé&#xa0;: une fois la tuile posée, il rejoint le pré où %1 a un partisan.</translation>
    </message>
    <message>
        <source>%1 already has a follower there.</source>
        <translation>%1 a déjà un partisan à cet endroit.</translation>
    </message>
    <message>
        <source>There is no such place for a follower on that tile.</source>
        <translation>Il n’y a pas d’emplacement de ce type pour un partisan sur cette tuile.</translation>
    </message>
    <message>
        <source>%1 has no follower there.</source>
        <translation>%1 n’a pas de partisan à cet endroit.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where you have a follower.</source>
        <translation>Cette route est déjà occupée&#xa0;: une fois la tuile posée, elle rejoint la route où vous avez un partisan.</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where you have a follower.</source>
        <translation>Cette ville est déjà occupée&#xa0;: une fois la tuile posée, elle rejoint la ville où vous avez un partisan.</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where you have a follower.</source>
        <translation>Ce pré est déjà occupé&#xa0;: une fois la tuile posée, il rejoint le pré où vous avez un partisan.</translation>
    </message>
    <message>
        <source>You already have a follower there.</source>
        <translation>Vous avez déjà un partisan à cet endroit.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay · turn %L1 of %L2</source>
        <translation>Revoir la partie · tour %L1 sur %L2</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation>Tour %L1</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Arrêter de revoir la partie</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Où des points ont été perdus, coup par coup, et la chance des pioches</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>To the start (%1)</source>
        <extracomment>%1: the key&apos;s name (Home)</extracomment>
        <translation>Au début (%1)</translation>
    </message>
    <message>
        <source>One turn back (%1)</source>
        <translation>Un tour en arrière (%1)</translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <extracomment>%1: the key&apos;s name (Space)</extracomment>
        <translation>Pause (%1)</translation>
    </message>
    <message>
        <source>Play the turns one after the other (%1)</source>
        <translation>Rejouer les tours l’un après l’autre (%1)</translation>
    </message>
    <message>
        <source>One turn forward (%1)</source>
        <translation>Un tour en avant (%1)</translation>
    </message>
    <message>
        <source>To the end (%1)</source>
        <extracomment>%1: the key&apos;s name (End)</extracomment>
        <translation>À la fin (%1)</translation>
    </message>
    <message>
        <source>Back to the game (%1)</source>
        <extracomment>%1: the key&apos;s name (Esc)</extracomment>
        <translation>Retour à la partie (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Replay · the end of the game, after %n turn(s)</source>
        <translation>
            <numerusform>Revoir la partie · la fin, après %n tour</numerusform>
            <numerusform>Revoir la partie · la fin, après %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>One turn back</source>
        <translation>Un tour en arrière</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play the turns one after the other</source>
        <translation>Rejouer les tours l’un après l’autre</translation>
    </message>
    <message>
        <source>One turn forward</source>
        <translation>Un tour en avant</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>À la fin</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Continue your last game?</source>
        <translation>Reprendre votre dernière partie&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game was kept when Fortuna closed: turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>Une partie inachevée a été conservée à la fermeture de Fortuna&#xa0;: tour %1, %n tuile restante.</numerusform>
            <numerusform>Une partie inachevée a été conservée à la fermeture de Fortuna&#xa0;: tour %1, %n tuiles restantes.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept when Fortuna closed.</source>
        <translation>Une partie inachevée a été conservée à la fermeture de Fortuna.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1: a date and time in the local format</extracomment>
        <translation>Enregistrée le %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>RotateButton</name>
    <message>
        <source>Turn clockwise</source>
        <translation>Tourner dans le sens horaire</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Tourner dans le sens antihoraire</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores over the turns</source>
        <translation>Scores au fil des tours</translation>
    </message>
    <message>
        <source>final</source>
        <translation>fin</translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>During the game</source>
        <translation>Pendant la partie</translation>
    </message>
    <message>
        <source>Completed road: 1 point per tile.</source>
        <translation>Route terminée&#xa0;: 1&#xa0;point par tuile.</translation>
    </message>
    <message>
        <source>Completed city: 2 points per tile and 2 per pennant.</source>
        <translation>Ville terminée&#xa0;: 2&#xa0;points par tuile et 2 par bouclier.</translation>
    </message>
    <message>
        <source>Completed cloister, with all eight neighbours filled: 9 points.</source>
        <translation>Abbaye terminée, entourée de ses huit voisines&#xa0;: 9&#xa0;points.</translation>
    </message>
    <message>
        <source>Completed tent: 3 points for the player who completed it.</source>
        <translation>Tente complétée&#xa0;: 3&#xa0;points pour le joueur qui l’a complétée.</translation>
    </message>
    <message>
        <source>Wheel events and crown spaces, when the pig stops: see their pages.</source>
        <translation>Événements de la roue et cases Couronne, quand le cochon s’arrête&#xa0;: voir leurs pages.</translation>
    </message>
    <message>
        <source>A road or city goes to the player with the most followers on it. With equal numbers, each of those players scores in full. A tile counts once for a feature, even when the feature crosses it twice.</source>
        <translation>Une route ou une ville revient au joueur qui y a le plus de partisans. En cas d’égalité, chacun de ces joueurs marque tous les points. Une tuile ne compte qu’une fois pour une zone, même si la zone la traverse deux fois.</translation>
    </message>
    <message>
        <source>Each cell of the wheel board&apos;s rim that carries part of a road or city counts as one tile of it, and the wheel board&apos;s cells count as filled neighbours of a cloister.</source>
        <translation>Chaque case du pourtour de la Roue de la Fortune portant un morceau de route ou de ville compte comme une tuile de celle-ci, et les cases de la roue comptent comme voisines occupées d’une abbaye.</translation>
    </message>
    <message>
        <source>At the end of the game</source>
        <translation>En fin de partie</translation>
    </message>
    <message>
        <source>Unfinished road: 1 point per tile.</source>
        <translation>Route inachevée&#xa0;: 1&#xa0;point par tuile.</translation>
    </message>
    <message>
        <source>Unfinished city: 1 point per tile and 1 per pennant.</source>
        <translation>Ville inachevée&#xa0;: 1&#xa0;point par tuile et 1 par bouclier.</translation>
    </message>
    <message>
        <source>Unfinished cloister: 1 point, plus 1 per filled neighbour.</source>
        <translation>Abbaye inachevée&#xa0;: 1&#xa0;point, plus 1 par voisine occupée.</translation>
    </message>
    <message>
        <source>Farms: on each farm, the player or players with the most farmers score 3 points for every completed city that touches it.</source>
        <translation>Prés&#xa0;: dans chaque pré, le ou les joueurs qui ont le plus de paysans marquent 3&#xa0;points par ville terminée qui le borde.</translation>
    </message>
    <message>
        <source>Followers on crown spaces score nothing.</source>
        <translation>Les partisans des cases Couronne ne rapportent rien.</translation>
    </message>
    <message>
        <source>Fortune tellers still on their tents score nothing.</source>
        <translation>Les diseuses de bonne aventure encore sur leur tente ne rapportent rien.</translation>
    </message>
    <message>
        <source>The player with the most points wins; equal points share the victory.</source>
        <translation>Le joueur qui a le plus de points gagne&#xa0;; en cas d’égalité, la victoire est partagée.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Colour of player %1: %2</source>
        <extracomment>%1: the seat&apos;s number (1–5); %2: the colour&apos;s name</extracomment>
        <translation>Couleur du joueur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Colour: %1 (click to change)</source>
        <translation>Couleur&#xa0;: %1 (cliquez pour changer)</translation>
    </message>
    <message>
        <source>%1 (swap with %2)</source>
        <translation>%1 (échanger avec %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Player %1 is played by</source>
        <translation>Le joueur %1 est joué par</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Retirer le joueur %1</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Retirer ce joueur</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
</context>
<context>
    <name>ServerTables</name>
    <message>
        <source>Tables on this server</source>
        <translation>Tables de ce serveur</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>Interrogation…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh: its open tables show here.</source>
        <translation>Saisissez l’adresse du serveur, puis Actualiser&#xa0;: ses tables ouvertes s’affichent ici.</translation>
    </message>
    <message>
        <source>%1 · under way</source>
        <extracomment>%1 the rules, %2 free seats of %3; a game under way says so</extracomment>
        <translation>%1 · en cours</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free</source>
        <translation>%1 · places libres&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation>%1 par coup</translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation>Mot de passe demandé</translation>
    </message>
    <message>
        <source>password</source>
        <translation>mot de passe</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
</context>
<context>
    <name>SetupEvenGame</name>
    <message>
        <source>Even game for you: %1</source>
        <extracomment>the setup&apos;s suggestion from your rating; %1 a computer level (&quot;Computer · intermediate&quot;)</extracomment>
        <translation>Partie équilibrée pour vous&#xa0;: %1</translation>
    </message>
    <message>
        <source>Play against %1: an even game for you</source>
        <translation>Jouer contre %1&#xa0;: une partie équilibrée pour vous</translation>
    </message>
    <message>
        <source>Choose it</source>
        <translation>Le choisir</translation>
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
        <translation>Port sur lequel héberger la partie</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Password the players must give (optional)</source>
        <translation>Mot de passe demandé aux joueurs (facultatif)</translation>
    </message>
    <message>
        <source>Friends join with the address, port and code shown once you host.</source>
        <translation>Vos amis rejoignent la table avec l’adresse, le port et le code affichés une fois la partie hébergée.</translation>
    </message>
    <message>
        <source>Play with friends on other computers: open a seat to a remote player, or join their table.</source>
        <translation>Jouez avec des amis sur d’autres ordinateurs&#xa0;: ouvrez une place à un joueur distant, ou rejoignez leur table.</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Rejoindre une partie…</translation>
    </message>
    <message>
        <source>Where the table is hosted</source>
        <translation>Où la table est hébergée</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>On a server</source>
        <translation>Sur un serveur</translation>
    </message>
    <message>
        <source>Address of the server</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>adresse du serveur</translation>
    </message>
    <message>
        <source>Port of the server</source>
        <translation>Port du serveur</translation>
    </message>
    <message>
        <source>Secure (TLS)</source>
        <translation>Sécurisé (TLS)</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Mes tables…</translation>
    </message>
    <message>
        <source>List this table on the server</source>
        <translation>Afficher cette table dans la liste du serveur</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>the time a player has for each move of a turn-based table</extracomment>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1&#xa0;heure</translation>
    </message>
    <message>
        <source>12 hours</source>
        <translation>12&#xa0;heures</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1&#xa0;jour</translation>
    </message>
    <message>
        <source>3 days</source>
        <translation>3&#xa0;jours</translation>
    </message>
    <message>
        <source>The table stays on the server: close Fortuna and come back to it from My tables.</source>
        <translation>La table reste sur le serveur&#xa0;: fermez Fortuna et revenez-y depuis Mes tables.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Fortuna is played by 2 to 5 players. Each player takes the 7 followers of one colour: red, blue, green, yellow or black. Players take their turns in the order of the player list.</source>
        <translation>Fortuna se joue de 2 à 5 joueurs. Chacun prend les 7 partisans d’une couleur&#xa0;: rouge, bleu, vert, jaune ou noir. Les joueurs jouent à tour de rôle dans l’ordre de la liste des joueurs.</translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation>Les tuiles</translation>
    </message>
    <message>
        <source>This game uses the 72 tiles of the base game together with the 19 wheel tiles of the expansion: 91 land tiles.</source>
        <translation>Cette partie utilise les 72 tuiles du jeu de base avec les 19 tuiles à icône de l’extension&#xa0;: 91 tuiles Terrain.</translation>
    </message>
    <message>
        <source>This game uses the 72 land tiles of The Wheel of Fortune. Nineteen of them show a wheel icon.</source>
        <translation>Cette partie utilise les 72 tuiles Terrain de la Roue de la Fortune. Dix-neuf d’entre elles portent une icône Roue de la Fortune.</translation>
    </message>
    <message>
        <source>The 8 Fortune Teller tiles are shuffled in as well.</source>
        <translation>Les 8 tuiles Diseuse de Bonne Aventure y sont mélangées aussi.</translation>
    </message>
    <message>
        <source>The Fortune Teller tiles are left out.</source>
        <translation>Les tuiles Diseuse de Bonne Aventure restent dans la boîte.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>Le sac contient %n tuile Terrain au départ.</numerusform>
            <numerusform>Le sac contient %n tuiles Terrain au départ.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wheel board</source>
        <translation>La Roue de la Fortune</translation>
    </message>
    <message>
        <source>The land on the rim belongs to the landscape: a road or city that runs onto the rim is scored together with it. Nobody may put a follower on the board itself.</source>
        <translation>Le terrain du pourtour fait partie du paysage&#xa0;: une route ou une ville qui se prolonge sur le pourtour est évaluée avec lui. Personne ne peut poser de partisan sur la roue elle-même.</translation>
    </message>
    <message>
        <source>In this game the wheel board lies beside the landscape. Its events and crown spaces work as usual, but no tile is laid against it. The landscape starts from one tile with a city edge and a straight road, taken out of the bag.</source>
        <translation>Dans cette partie, la Roue de la Fortune est posée à côté du paysage. Ses événements et ses cases Couronne fonctionnent normalement, mais aucune tuile ne se place contre elle. Le paysage part d’une tuile portant un bord de ville et une route droite, retirée du sac.</translation>
    </message>
    <message>
        <source>The big pink pig starts on the Fortune sector of the wheel.</source>
        <translation>Le grand cochon rose commence sur le secteur Fortune de la roue.</translation>
    </message>
    <message>
        <source>The wheel board, four tiles by four, lies in the middle of the table and is the starting tile. Its rim shows land: three cities, three roads and three fields. The first land tiles are laid against its rim.</source>
        <translation>La Roue de la Fortune, grande de quatre tuiles sur quatre, est posée au milieu de la table et sert de tuile de départ. Son pourtour montre du paysage&#xa0;: trois villes, trois routes et trois prés. Les premières tuiles Terrain se placent contre ce pourtour.</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Carcassonne with the Wheel of Fortune: choose who plays and how.</source>
        <translation>Carcassonne avec la Roue de la Fortune&#xa0;: choisissez qui joue et comment.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Ajouter un joueur</translation>
    </message>
    <message>
        <source>Players take turns in this order. Several people can share this screen; computer players move by themselves.</source>
        <translation>Les joueurs jouent à tour de rôle dans cet ordre. Plusieurs personnes peuvent partager cet écran&#xa0;; les joueurs ordinateur jouent seuls.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>The Fortune Teller (8 tiles with a tent)</source>
        <translation>La Diseuse de Bonne Aventure (8 tuiles à tente)</translation>
    </message>
    <message>
        <source>The wheel is the start tile</source>
        <translation>La roue sert de tuile de départ</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Every farmer scores</source>
        <translation>Chaque paysan marque</translation>
    </message>
    <message>
        <source>Only the farm&apos;s majority scores (first print)</source>
        <translation>Seule la majorité du pré marque (premier tirage)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Seed (optional): the same seed shuffles the tiles the same way</source>
        <translation>Graine (facultative)&#xa0;: une même graine mélange les tuiles de la même façon</translation>
    </message>
    <message>
        <source>Optional. The same seed gives the same order of tiles.</source>
        <translation>Facultatif. Une même graine donne le même ordre de tuiles.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Explain this rule</source>
        <translation>Expliquer cette règle</translation>
    </message>
    <message>
        <source>Host this game</source>
        <translation>Héberger cette partie</translation>
    </message>
    <message>
        <source>The bare board game: no hints, no previews of what a move would score, no bag and no analysis until the game is over.</source>
        <translation>Le jeu de plateau seul&#xa0;: ni conseils, ni aperçu de ce qu’un coup marquerait, ni sac, ni analyse avant la fin de la partie.</translation>
    </message>
    <message>
        <source>Play without aids</source>
        <translation>Jouer sans aides</translation>
    </message>
    <message>
        <source>New to the game? A short guided game against Bruno shows each rule once.</source>
        <translation>Nouveau venu&#xa0;? Une courte partie guidée contre Bruno montre chaque règle une fois.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Explain this rule: %1</source>
        <extracomment>%1: the rule&apos;s label (&quot;The Fortune Teller (8 tiles with a tent)&quot;): four such buttons must not read the same</extracomment>
        <translation>Expliquer cette règle&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Turn the tile clockwise / anticlockwise (or right-click)</source>
        <translation>Tourner la tuile dans le sens horaire / antihoraire (ou clic droit)</translation>
    </message>
    <message>
        <source>Go through the places you can choose now</source>
        <translation>Parcourir les emplacements possibles</translation>
    </message>
    <message>
        <source>Confirm the chosen place; without a choice, no follower</source>
        <translation>Valider l’emplacement choisi&#xa0;; sans choix, aucun partisan</translation>
    </message>
    <message>
        <source>Deploy no follower</source>
        <translation>Ne poser aucun partisan</translation>
    </message>
    <message>
        <source>Pick the laid tile up again</source>
        <translation>Reprendre la tuile posée</translation>
    </message>
    <message>
        <source>Choose a drawn tile (Fortune Teller)</source>
        <translation>Choisir une tuile piochée (Diseuse de Bonne Aventure)</translation>
    </message>
    <message>
        <source>Move, zoom, centre the board</source>
        <translation>Déplacer, zoomer, centrer le plateau</translation>
    </message>
    <message>
        <source>Show or hide the event log</source>
        <translation>Afficher ou masquer le journal de partie</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Aide sur les règles</translation>
    </message>
    <message>
        <source>New game / open a game</source>
        <translation>Nouvelle partie / ouvrir une partie</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Enregistrer / enregistrer sous</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Open the Game menu</source>
        <translation>Ouvrir le menu Partie</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>two keys that do the same, e.g. &quot;R / E&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Arrows, %1 / %2, %3</source>
        <translation>Flèches, %1 / %2, %3</translation>
    </message>
    <message>
        <source>Show or hide the tiles left in the bag</source>
        <translation>Afficher ou masquer les tuiles restant dans le sac</translation>
    </message>
    <message>
        <source>Sound effects on or off</source>
        <translation>Activer ou couper les effets sonores</translation>
    </message>
    <message>
        <source>In a replay: a turn back or forward, to the start or the end, play or pause</source>
        <translation>En revoyant une partie&#xa0;: un tour en arrière ou en avant, au début ou à la fin, lecture ou pause</translation>
    </message>
    <message>
        <source>Suggest a move (the strong computer player&apos;s choice)</source>
        <translation>Suggérer un coup (le choix de l’ordinateur fort)</translation>
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
        <translation>Dans le journal de partie ouvert&#xa0;: une entrée plus haut ou plus bas, une page, la première ou la dernière (un lecteur d’écran lit chacune)</translation>
    </message>
    <message>
        <source>%1+letter</source>
        <extracomment>Alt and a letter: &quot;Alt+letter&quot;</extracomment>
        <translation>%1+lettre</translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined; in a menu: the arrows, %1, %2, or the letter underlined in an item</source>
        <extracomment>%1, %2: the keys Enter and Esc</extracomment>
        <translation>Ouvrir le menu dont le titre a cette lettre soulignée&#xa0;; dans un menu&#xa0;: les flèches, %1, %2, ou la lettre soulignée d’un article</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>In a puzzle: try again after a wrong answer, show the better move, the next puzzle</source>
        <translation>Dans un problème&#xa0;: réessayer après une mauvaise réponse, montrer le meilleur coup, le problème suivant</translation>
    </message>
    <message>
        <source>On the new game&apos;s page: start the game, from its button or while typing a name</source>
        <translation>Sur la page de la nouvelle partie&#xa0;: lancer la partie, depuis son bouton ou en saisissant un nom</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Choose a tile</source>
        <translation>Choisissez une tuile</translation>
    </message>
    <message>
        <source>Tile laid</source>
        <translation>Tuile posée</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Tuile en main</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n tuile restante dans le sac</numerusform>
            <numerusform>%n tuiles restantes dans le sac</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation>Tour %L1</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>La roue</translation>
    </message>
    <message>
        <source>Show the tiles left in the bag (B)</source>
        <translation>Montrer les tuiles restant dans le sac (B)</translation>
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
        <translation>ouest</translation>
    </message>
    <message>
        <source>to the north</source>
        <translation>au nord</translation>
    </message>
    <message>
        <source>to the east</source>
        <translation>à l’est</translation>
    </message>
    <message>
        <source>to the south</source>
        <translation>au sud</translation>
    </message>
    <message>
        <source>to the west</source>
        <translation>à l’ouest</translation>
    </message>
    <message>
        <source>a city %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>une ville %1</translation>
    </message>
    <message>
        <source>a road %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>une route %1</translation>
    </message>
    <message>
        <source>a field %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>un pré %1</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pré</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one side of a tile for a screen reader: &quot;north: city&quot;</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a cloister</source>
        <translation>une abbaye</translation>
    </message>
    <message>
        <source>a Fortune Teller&apos;s tent</source>
        <translation>une tente de diseuse de bonne aventure</translation>
    </message>
    <message>
        <source>a pennant</source>
        <translation>un bouclier</translation>
    </message>
    <message>
        <source>wheel icon %1</source>
        <extracomment>the wheel icon of a tile: the pig walks that many sectors</extracomment>
        <translation>icône Roue de la Fortune %1</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <extracomment>a tile for a screen reader: its four sides, then what else it shows</extracomment>
        <translation>%1&#xa0;; %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>a cell of the board for a screen reader; the wheel covers columns and rows 1 to 4</extracomment>
        <translation>Colonne %1, rangée %2</translation>
    </message>
    <message>
        <source>the wheel %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (the wheel beside a spot of the board)</extracomment>
        <translation>la Roue de la Fortune %1</translation>
    </message>
    <message>
        <source>%1; touches %2.</source>
        <extracomment>a spot of the board and what it touches: &quot;Column 5, row 2; touches a city to the west.&quot;</extracomment>
        <translation>%1&#xa0;; touche %2.</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <extracomment>the description of a greyed control for a screen reader (Qt 6.4 cannot say it otherwise)</extracomment>
        <translation>Indisponible</translation>
    </message>
    <message>
        <source>to the north-north-west</source>
        <translation>au nord-nord-ouest</translation>
    </message>
    <message>
        <source>to the north-north-east</source>
        <translation>au nord-nord-est</translation>
    </message>
    <message>
        <source>to the east-north-east</source>
        <translation>à l’est-nord-est</translation>
    </message>
    <message>
        <source>to the east-south-east</source>
        <translation>à l’est-sud-est</translation>
    </message>
    <message>
        <source>to the south-south-east</source>
        <translation>au sud-sud-est</translation>
    </message>
    <message>
        <source>to the south-south-west</source>
        <translation>au sud-sud-ouest</translation>
    </message>
    <message>
        <source>to the west-south-west</source>
        <translation>à l’ouest-sud-ouest</translation>
    </message>
    <message>
        <source>to the west-north-west</source>
        <translation>à l’ouest-nord-ouest</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>No finished game of yours yet. Play a game to its end (or import saved games in Your games), and your statistics show here: your wins against each computer level, where your points come from, and how many points your moves lose.</source>
        <translation>Aucune partie terminée pour l’instant. Jouez une partie jusqu’au bout (ou importez des parties enregistrées dans Vos parties), et vos statistiques s’afficheront ici&#xa0;: vos victoires contre chaque niveau de l’ordinateur, d’où viennent vos points et combien de points vos coups font perdre.</translation>
    </message>
    <message>
        <source>No game against the computer yet.</source>
        <translation>Aucune partie contre l’ordinateur pour l’instant.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>StatsAccuracy</name>
    <message>
        <source>Points lost per move: %1 on average %2</source>
        <extracomment>%1 the mean points lost per move (a decision of the analysis), %2 &quot;in N analysed games&quot;</extracomment>
        <translation>Points perdus par coup&#xa0;: %1 en moyenne %2</translation>
    </message>
    <message numerus="yes">
        <source>in %n analysed game(s)</source>
        <translation>
            <numerusform>sur %n partie analysée</numerusform>
            <numerusform>sur %n parties analysées</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost per move</source>
        <translation>Points perdus par coup</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>a month of the points lost per move: %1 the month, %2 the mean, %3 &quot;in N games&quot;</extracomment>
        <translation>%1&#xa0;: %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>sur %n partie</numerusform>
            <numerusform>sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; lower is better. By month: %2.</source>
        <extracomment>%1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1&#xa0;; plus c’est bas, mieux c’est. Par mois&#xa0;: %2.</translation>
    </message>
    <message>
        <source>No game of yours analysed yet. Analyse a game from its end screen or from Your games, and the points your moves lose show here, month by month.</source>
        <translation>Aucune de vos parties n’est encore analysée. Analysez une partie depuis son écran de fin ou depuis Vos parties, et les points que vos coups font perdre s’afficheront ici, mois par mois.</translation>
    </message>
</context>
<context>
    <name>StatsLevel</name>
    <message>
        <source>%1: no game</source>
        <extracomment>a month of the statistics without a game against this level; %1 the month</extracomment>
        <translation>%1&#xa0;: aucune partie</translation>
    </message>
    <message>
        <source>%1: %2, %3 won, mean margin %4</source>
        <extracomment>a month of the statistics: %1 the month, %2 &quot;N games&quot;, %3 the games won, %4 the mean margin in points</extracomment>
        <translation>%1&#xa0;: %2, victoires&#xa0;: %3, écart moyen %4</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Against %1: %2, %3 won (%4 %), mean margin %5</source>
        <extracomment>%1 a computer level (&quot;Computer · easy&quot;), %2 &quot;N games&quot;, %3 the games won, %4 their percentage, %5 the mean margin in points</extracomment>
        <translation>Contre %1&#xa0;: %2, victoires&#xa0;: %3 (%4&#xa0;%), écart moyen %5</translation>
    </message>
    <message>
        <source>%1. By month: %2.</source>
        <extracomment>the statistics against a level: %1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1. Par mois&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>a share of games won; %1 a percentage</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>StatsRating</name>
    <message>
        <source>Your rating: %1 ± %2</source>
        <extracomment>your rating now: %1 the estimate, %2 its margin (95 % of the time the true rating is within it)</extracomment>
        <translation>Votre classement&#xa0;: %1 ± %2</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>Votre classement</translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n game(s) against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.</source>
        <extracomment>the rating chart in words: %1 the heading, %2 the scale&apos;s sentence, %3 the computer level of an even game, %4 the ratings game by game</extracomment>
        <translation>
            <numerusform>%1, après %n partie contre les niveaux de l’ordinateur. %2 Une partie équilibrée pour vous&#xa0;: %3. Partie après partie, de la plus ancienne&#xa0;: %4.</numerusform>
            <numerusform>%1, après %n parties contre les niveaux de l’ordinateur. %2 Une partie équilibrée pour vous&#xa0;: %3. Partie après partie, de la plus ancienne&#xa0;: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n more game(s) against the computer levels, as the only person at the table, and your rating shows here.</source>
        <translation>
            <numerusform>Jouez encore %n partie contre les niveaux de l’ordinateur, seul humain à la table, et votre classement s’affichera ici.</numerusform>
            <numerusform>Jouez encore %n parties contre les niveaux de l’ordinateur, seul humain à la table, et votre classement s’affichera ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured by your results against the computer levels, on their scale: Easy is 0, Normal %1, Master %2.</source>
        <extracomment>what the rating is measured against: %1 Normal&apos;s rating, %2 Master&apos;s</extracomment>
        <translation>Mesuré d’après vos résultats contre les niveaux de l’ordinateur, sur leur échelle&#xa0;: facile vaut 0, normal %1, maître %2.</translation>
    </message>
    <message>
        <source>Your true strength is within ±%1 of this figure 95 % of the time.</source>
        <extracomment>after the rating&apos;s scale: %1 the rating&apos;s margin (&quot;±325&quot;: the figure, not the sign alone)</extracomment>
        <translation>Votre force réelle se situe à ±%1 de ce chiffre 95&#xa0;% du temps.</translation>
    </message>
</context>
<context>
    <name>StatsSources</name>
    <message>
        <source>%1 %L2 (%3 %, %4 a game)</source>
        <extracomment>a source of points: %1 its name (Roads, Storm…), %L2 the points, %3 their share in percent, %4 the mean per game</extracomment>
        <translation>%1 %L2 (%3&#xa0;%, %4 par partie)</translation>
    </message>
    <message numerus="yes">
        <source>Where your %n point(s) come from, %1</source>
        <extracomment>%n your points in all, %1 &quot;in N games&quot;</extracomment>
        <translation>
            <numerusform>D’où vient votre %n&#xa0;point, %1</numerusform>
            <numerusform>D’où viennent vos %n&#xa0;points, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>sur %n partie</numerusform>
            <numerusform>sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>None from %1.</source>
        <extracomment>the sources of points that gave none: %1 their names</extracomment>
        <translation>Aucun point&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%L1 · %2 % · %3 a game</source>
        <extracomment>a bar of the points&apos; sources: %L1 the points, %2 their share in percent, %3 the mean per game</extracomment>
        <translation>%L1 · %2&#xa0;% · %3 par partie</translation>
    </message>
    <message>
        <source>The Plague took %1, worth %2 then.</source>
        <extracomment>%1 &quot;N followers&quot;, %2 &quot;N points&quot;: what they were worth when given back</extracomment>
        <translation>La Peste a pris %1, valant alors %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n partisan</numerusform>
            <numerusform>%n partisans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n&#xa0;point</numerusform>
            <numerusform>%n&#xa0;points</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plague never took a follower of yours.</source>
        <translation>La Peste ne vous a jamais pris de partisan.</translation>
    </message>
</context>
<context>
    <name>StormPage</name>
    <message>
        <source>Each player scores &lt;b&gt;1 point&lt;/b&gt; for every follower waiting in their supply. Followers on the landscape or on crown spaces do not count.</source>
        <translation>Chaque joueur marque &lt;b&gt;1&#xa0;point&lt;/b&gt; par partisan qui attend dans sa réserve. Les partisans dans le paysage ou sur des cases Couronne ne comptent pas.</translation>
    </message>
    <message>
        <source>The followers on the Storm crown spaces come home only after the event, so they do not count either.</source>
        <translation>Les partisans des cases Couronne de l’Orage ne reviennent qu’après l’événement et ne comptent donc pas non plus.</translation>
    </message>
    <message>
        <source>The pig stops on Storm. Red has 4 followers in supply. Blue has 1, and another blue follower stands alone on a Storm crown space.</source>
        <translation>Le cochon s’arrête sur Orage. Rouge a 4 partisans en réserve. Bleu en a 1, et un autre partisan bleu est seul sur une case Couronne de l’Orage.</translation>
    </message>
    <message>
        <source>The storm: Red scores 4 points and Blue 1 point.</source>
        <translation>L’orage&#xa0;: Rouge marque 4&#xa0;points et Bleu 1&#xa0;point.</translation>
    </message>
    <message>
        <source>Then the crown spaces: Blue&apos;s follower scores 6 points and comes home. Blue has scored 7 points in all.</source>
        <translation>Puis les cases Couronne&#xa0;: le partisan de Bleu marque 6&#xa0;points et rentre. Bleu a marqué 7&#xa0;points en tout.</translation>
    </message>
</context>
<context>
    <name>TableExtras</name>
    <message>
        <source>This game is played without aids: the bag stays closed.</source>
        <translation>Cette partie se joue sans aides&#xa0;: le sac reste fermé.</translation>
    </message>
    <message>
        <source>Sound on (%1 to mute)</source>
        <translation>Son activé (%1 pour le couper)</translation>
    </message>
    <message>
        <source>Sound off (%1 to turn it on)</source>
        <translation>Son coupé (%1 pour le rétablir)</translation>
    </message>
</context>
<context>
    <name>TaxesPage</name>
    <message>
        <source>Taxes reward the knights, the followers standing in cities. A completed city has already sent its knights home, so only unfinished cities count.</source>
        <translation>Les Taxes récompensent les chevaliers, les partisans postés dans les villes. Une ville terminée a déjà renvoyé ses chevaliers, seules les villes inachevées comptent donc.</translation>
    </message>
    <message>
        <source>For &lt;b&gt;each&lt;/b&gt; of your knights you score 1 point per pennant in its city, plus 1 point per knight of yours in that same city.</source>
        <translation>Pour &lt;b&gt;chacun&lt;/b&gt; de vos chevaliers, vous marquez 1&#xa0;point par bouclier de sa ville, plus 1&#xa0;point par chevalier à vous dans cette même ville.</translation>
    </message>
    <message>
        <source>An unfinished city with two pennants holds two blue knights and one red knight.</source>
        <translation>Une ville inachevée à deux boucliers abrite deux chevaliers bleus et un chevalier rouge.</translation>
    </message>
    <message>
        <source>Each blue knight earns 2 for the pennants plus 2 for the blue knights, that is 4. Blue scores 2 × 4 = &lt;b&gt;8 points&lt;/b&gt;.</source>
        <translation>Chaque chevalier bleu rapporte 2 pour les boucliers plus 2 pour les chevaliers bleus, soit 4. Bleu marque 2 × 4 = &lt;b&gt;8&#xa0;points&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The red knight earns 2 for the pennants plus 1 for the only red knight. Red scores &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Le chevalier rouge rapporte 2 pour les boucliers plus 1 pour le seul chevalier rouge. Rouge marque &lt;b&gt;3&#xa0;points&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The knights stay in their city and can score again at the next Taxes, or when the city is completed.</source>
        <translation>Les chevaliers restent dans leur ville et pourront marquer encore aux prochaines Taxes, ou quand la ville sera terminée.</translation>
    </message>
</context>
<context>
    <name>TileChoice</name>
    <message>
        <source>Your fortune tellers let you choose. Click a tile (or press its number).</source>
        <translation>Vos diseuses de bonne aventure vous laissent choisir. Cliquez sur une tuile (ou tapez son numéro).</translation>
    </message>
    <message>
        <source>Choosing among the drawn tiles…</source>
        <translation>Choix parmi les tuiles piochées…</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <extracomment>%1: the tile&apos;s position among the drawn tiles, counted from 1</extracomment>
        <translation>Tuile %1</translation>
    </message>
    <message>
        <source>Tile %1: fits nowhere</source>
        <translation>Tuile %1&#xa0;: impossible à placer</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>fits nowhere</source>
        <translation>impossible à placer</translation>
    </message>
</context>
<context>
    <name>TileInHand</name>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Tourner dans le sens antihoraire (Maj+R)</translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation>Plus de tuiles</translation>
    </message>
    <message>
        <source>No tile in hand yet</source>
        <translation>Pas encore de tuile en main</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Tourner dans le sens horaire (R)</translation>
    </message>
    <message>
        <source>Click a lit spot to lay the tile. R or a right click turns it.</source>
        <translation>Cliquez sur un emplacement en surbrillance pour poser la tuile. R ou un clic droit la fait tourner.</translation>
    </message>
    <message>
        <source>It fits nowhere this way round: turn it (R).</source>
        <translation>Dans ce sens, elle ne se place nulle part&#xa0;: tournez-la (R).</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>No follower</source>
        <translation>Aucun partisan</translation>
    </message>
    <message>
        <source>End the turn without deploying (S)</source>
        <translation>Finir le tour sans poser de partisan (S)</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile (it lights up) and click to deploy a follower there, or click a crown space of the wheel.</source>
        <translation>Pointez une route, une ville, un pré ou une abbaye de la nouvelle tuile (la zone passe en surbrillance) et cliquez pour y poser un partisan, ou cliquez sur une case Couronne de la roue.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Tile in hand, turned %1 degrees. %2</source>
        <extracomment>%1: the angle; %2: the tile&apos;s four sides and what else it shows (north: city, east: road...)</extracomment>
        <translation>Tuile en main, tournée de %1 degrés. %2</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s card first, then press Next.</source>
        <translation>Lisez d’abord la carte de la leçon, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Your choice waits: end the turn (%1), choose again, or take it back (%2).</source>
        <translation>Votre choix attend&#xa0;: finissez le tour (%1), choisissez autre chose ou reprenez-le (%2).</translation>
    </message>
    <message>
        <source>Take the follower back (%1)</source>
        <translation>Reprendre le partisan (%1)</translation>
    </message>
    <message>
        <source>Choose again among the drawn tiles (%1)</source>
        <translation>Choisir de nouveau parmi les tuiles piochées (%1)</translation>
    </message>
    <message>
        <source>Pick the tile up again (%1)</source>
        <translation>Reprendre la tuile (%1)</translation>
    </message>
    <message>
        <source>End the turn as it stands (%1)</source>
        <translation>Finir le tour tel quel (%1)</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the places, %2 confirms, %3: no follower.</source>
        <extracomment>%1, %2, %3: the keys Space, Enter and S</extracomment>
        <translation>Au clavier&#xa0;: %1 parcourt les emplacements, %2 confirme, %3&#xa0;: aucun partisan.</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit spots, %2 lays the tile there.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>Au clavier&#xa0;: %1 parcourt les emplacements en surbrillance, %2 y pose la tuile.</translation>
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
        <translation>Partie</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Resume the autosaved game</source>
        <translation>Reprendre la sauvegarde automatique</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Centre the board</source>
        <translation>Centrer le plateau</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Computer players: quick</source>
        <translation>Joueurs ordinateur&#xa0;: rapides</translation>
    </message>
    <message>
        <source>Computer players: steady</source>
        <translation>Joueurs ordinateur&#xa0;: posés</translation>
    </message>
    <message>
        <source>Computer players: slow</source>
        <translation>Joueurs ordinateur&#xa0;: lents</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>La roue</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules help (%1)</source>
        <translation>Aide sur les règles (%1)</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Arrêter de revoir la partie</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Revoir cette partie</translation>
    </message>
    <message>
        <source>Tiles in the bag</source>
        <translation>Tuiles dans le sac</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <source>Volume: soft</source>
        <translation>Volume&#xa0;: faible</translation>
    </message>
    <message>
        <source>Volume: medium</source>
        <translation>Volume&#xa0;: moyen</translation>
    </message>
    <message>
        <source>Volume: loud</source>
        <translation>Volume&#xa0;: fort</translation>
    </message>
    <message>
        <source>Follow the computers&apos; tiles</source>
        <translation>Suivre les tuiles des ordinateurs</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Suggérer un coup (H)</translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation>Revenir à la partie en réseau</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Rejoindre une partie…</translation>
    </message>
    <message>
        <source>Network table…</source>
        <translation>Table en réseau…</translation>
    </message>
    <message>
        <source>About Fortuna</source>
        <translation>À propos de Fortuna</translation>
    </message>
    <message>
        <source>Confirm the end of my turns</source>
        <translation>Confirmer la fin de mes tours</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Mes tables…</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Vos parties…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistiques…</translation>
    </message>
    <message>
        <source>No game file saved or opened yet</source>
        <translation>Aucun fichier de partie enregistré ou ouvert pour l’instant</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Problèmes…</translation>
    </message>
</context>
<context>
    <name>TurnPage</name>
    <message>
        <source>Your turn has four steps, always in this order.</source>
        <translation>Votre tour comporte quatre étapes, toujours dans cet ordre.</translation>
    </message>
    <message>
        <source>1. Draw a tile</source>
        <translation>1. Piocher une tuile</translation>
    </message>
    <message>
        <source>Take one land tile from the bag, plus one more for each of your fortune tellers on the board, and keep one of them. The Fortune Teller page explains how.</source>
        <translation>Piochez une tuile Terrain dans le sac, plus une par diseuse de bonne aventure que vous avez en jeu, et gardez-en une. La page de la Diseuse de Bonne Aventure explique comment.</translation>
    </message>
    <message>
        <source>Take one land tile from the bag.</source>
        <translation>Piochez une tuile Terrain dans le sac.</translation>
    </message>
    <message>
        <source>If the tile shows a wheel icon, the wheel turns first: the pig walks, the event of the sector where it stops takes place, and the crown spaces of that sector are scored. Then you go on with the tile.</source>
        <translation>Si la tuile porte une icône Roue de la Fortune, la roue tourne d’abord&#xa0;: le cochon avance, l’événement du secteur où il s’arrête a lieu, puis les cases Couronne de ce secteur sont évaluées. Vous continuez ensuite avec la tuile.</translation>
    </message>
    <message>
        <source>2. Place the tile</source>
        <translation>2. Placer la tuile</translation>
    </message>
    <message>
        <source>Lay the tile so that it touches the landscape and every edge matches its neighbour: city against city, road against road, field against field. You may turn it as you like.</source>
        <translation>Placez la tuile contre le paysage de sorte que chaque bord prolonge son voisin&#xa0;: ville contre ville, route contre route, pré contre pré. Vous pouvez la tourner comme vous voulez.</translation>
    </message>
    <message>
        <source>A tile that fits nowhere is shown to everyone and put out of the game, and you draw again. If the new tile has a wheel icon, the wheel turns again.</source>
        <translation>Une tuile qui ne peut aller nulle part est montrée à tous et retirée du jeu, et vous en piochez une autre. Si la nouvelle tuile porte une icône Roue de la Fortune, la roue tourne à nouveau.</translation>
    </message>
    <message>
        <source>3. Deploy a follower</source>
        <translation>3. Poser un partisan</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, in a cloister as a monk, or on a tent as a fortune teller.</source>
        <translation>Vous pouvez poser un partisan de votre réserve sur la tuile que vous venez de placer&#xa0;: sur une route, dans une ville comme chevalier, dans un pré comme paysan, dans une abbaye comme moine, ou sur une tente comme diseuse de bonne aventure.</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, or in a cloister as a monk.</source>
        <translation>Vous pouvez poser un partisan de votre réserve sur la tuile que vous venez de placer&#xa0;: sur une route, dans une ville comme chevalier, dans un pré comme paysan, ou dans une abbaye comme moine.</translation>
    </message>
    <message>
        <source>The road, city or field must be free: no follower may stand on any part of it, even on other tiles.</source>
        <translation>La route, la ville ou le pré doit être libre&#xa0;: aucun partisan ne doit s’y trouver, même sur d’autres tuiles.</translation>
    </message>
    <message>
        <source>Instead, you may put the follower on any free crown space of the wheel. One follower per turn at most, and you may also deploy none.</source>
        <translation>Vous pouvez plutôt poser le partisan sur une case Couronne libre de la roue. Un partisan par tour au plus, et vous pouvez aussi n’en poser aucun.</translation>
    </message>
    <message>
        <source>4. Score</source>
        <translation>4. Compter les points</translation>
    </message>
    <message>
        <source>Every road, city or cloister that your tile completes is scored at once, and its followers go back to their owners.</source>
        <translation>Chaque route, ville ou abbaye que votre tuile termine est évaluée aussitôt, et ses partisans retournent chez leurs propriétaires.</translation>
    </message>
    <message>
        <source>Then each tent that your tile has closed in on all four sides is scored.</source>
        <translation>Ensuite, chaque tente que votre tuile a entourée sur ses quatre côtés est évaluée.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The game ends after the turn in which the last tile is laid or put aside. The final scoring then counts what is still unfinished, and the player with the most points wins. Equal points share the victory.</source>
        <translation>La partie s’achève après le tour où la dernière tuile est placée ou écartée. L’évaluation finale compte alors ce qui reste inachevé, et le joueur qui a le plus de points gagne. En cas d’égalité, la victoire est partagée.</translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the card of the lesson: &quot;Learn to play · step 3 of 16&quot;</extracomment>
        <translation>Apprendre à jouer · étape %1 sur %2</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>Jouer contre le niveau facile</translation>
    </message>
</context>
<context>
    <name>TutorialLayer</name>
    <message>
        <source>Start the lesson?</source>
        <translation>Commencer la leçon&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The lesson takes its place.</source>
        <translation>La partie en cours n’a pas été enregistrée. La leçon prend sa place.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Commencer la leçon</translation>
    </message>
</context>
<context>
    <name>TutorialResumeDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>The lesson is under way, at step %1 of %2. Go on with it, or start it again from the beginning?</source>
        <translation>La leçon est en cours, à l’étape %1 sur %2. La poursuivre, ou la recommencer depuis le début&#xa0;?</translation>
    </message>
    <message>
        <source>You left the lesson before its end. Continue where you left off, or start it again from the beginning?</source>
        <translation>Vous avez quitté la leçon avant la fin. La reprendre là où vous l’aviez laissée, ou la recommencer depuis le début&#xa0;?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Welcome! In a few turns against Bruno you will try what the Wheel of Fortune adds to Carcassonne.</source>
        <translation>Bienvenue&#xa0;! En quelques tours contre Bruno, vous allez essayer ce que la Roue de la Fortune ajoute à Carcassonne.</translation>
    </message>
    <message>
        <source>The big board in the middle is the wheel: it is also the first tile of the landscape, and the pink pig stands on its Fortune sector. Press Next to begin.</source>
        <translation>Le grand plateau au milieu est la Roue&#xa0;: c’est aussi la première tuile du paysage, et le grand cochon rose se tient sur son secteur Fortune. Appuyez sur Suivant pour commencer.</translation>
    </message>
    <message>
        <source>Your tile is a piece of city with a pennant. Lay it on the lit spot, against the wheel&apos;s city.</source>
        <translation>Votre tuile est un morceau de ville avec un bouclier. Posez-la sur l’emplacement en surbrillance, contre la ville de la Roue.</translation>
    </message>
    <message>
        <source>Every edge must match its neighbour: city against city, road against road, field against field.</source>
        <translation>Chaque bord doit correspondre à son voisin&#xa0;: ville contre ville, route contre route, pré contre pré.</translation>
    </message>
    <message>
        <source>Now claim the city: click the lit ring to put a follower there. A follower in a city is a knight.</source>
        <translation>Occupez maintenant la ville&#xa0;: cliquez sur l’anneau en surbrillance pour y poser un partisan. Un partisan dans une ville est un chevalier.</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn: he lays a road north of the wheel and puts a follower on it.</source>
        <translation>Au tour de Bruno&#xa0;: il pose une route au nord de la Roue et y place un partisan.</translation>
    </message>
    <message>
        <source>Your new tile goes on with your city and starts a road. Lay it on the lit spot.</source>
        <translation>Votre nouvelle tuile prolonge votre ville et commence une route. Posez-la sur l’emplacement en surbrillance.</translation>
    </message>
    <message>
        <source>Try to put another follower in your city: click the lit ring.</source>
        <translation>Essayez de poser un autre partisan dans votre ville&#xa0;: cliquez sur l’anneau en surbrillance.</translation>
    </message>
    <message>
        <source>Refused: your knight already holds this city. Put the follower on the road instead: click the lit ring.</source>
        <translation>Refusé&#xa0;: votre chevalier occupe déjà cette ville. Posez plutôt le partisan sur la route&#xa0;: cliquez sur l’anneau en surbrillance.</translation>
    </message>
    <message>
        <source>Bruno drew a tile with a wheel icon 1: before he lays it, the pig walks one sector clockwise, to Taxes, and the event of Taxes takes place.</source>
        <translation>Bruno a pioché une tuile avec une icône Roue de la Fortune 1&#xa0;: avant qu’il la pose, le cochon avance d’un secteur dans le sens des aiguilles d’une montre, jusqu’aux Taxes, et l’événement des Taxes a lieu.</translation>
    </message>
    <message>
        <source>Taxes pay each knight 1 point per pennant in its city plus 1 per knight of its owner there: your knight earns 2 points. Press Next.</source>
        <translation>Les Taxes rapportent à chaque chevalier 1&#xa0;point par bouclier de sa ville, plus 1 par chevalier de son propriétaire dans cette ville&#xa0;: votre chevalier gagne 2&#xa0;points. Appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Bruno lays his tile.</source>
        <translation>Bruno pose sa tuile.</translation>
    </message>
    <message>
        <source>A field with a cloister this time. Lay it on the lit spot, south of the wheel.</source>
        <translation>Cette fois, un pré avec une abbaye. Posez la tuile sur l’emplacement en surbrillance, au sud de la Roue.</translation>
    </message>
    <message>
        <source>Put one on the lit crown of Famine, the sector after the pig&apos;s.</source>
        <translation>Posez-en un sur la case Couronne en surbrillance de la Famine, le secteur qui suit celui du cochon.</translation>
    </message>
    <message>
        <source>Bruno&apos;s tile had a wheel icon 1 again: the pig walked on to Famine. Your follower on its crown scored 3 points and came back to you.</source>
        <translation>La tuile de Bruno avait de nouveau une icône Roue de la Fortune 1&#xa0;: le cochon a avancé jusqu’à la Famine. Votre partisan sur la case Couronne de la Famine a marqué 3&#xa0;points et vous est revenu.</translation>
    </message>
    <message>
        <source>Famine pays the farmers too, the followers in fields: nobody has one yet. Press Next.</source>
        <translation>La Famine paie aussi les paysans, les partisans dans les prés&#xa0;: personne n’en a encore. Appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Your tile shows a wheel icon 3: the pig walked past Storm and Inquisition and stopped on Plague.</source>
        <translation>Votre tuile montre une icône Roue de la Fortune 3&#xa0;: le cochon a dépassé l’Orage et l’Inquisition et s’est arrêté sur la Peste.</translation>
    </message>
    <message>
        <source>Click one of your followers.</source>
        <translation>Cliquez sur l’un de vos partisans.</translation>
    </message>
    <message>
        <source>Bruno gives back his follower.</source>
        <translation>Bruno rend son partisan.</translation>
    </message>
    <message>
        <source>Now a normal game begins, against Bruno at the Easy level.</source>
        <translation>Maintenant commence une partie normale, contre Bruno au niveau facile.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Lay a tile</source>
        <translation>Poser une tuile</translation>
    </message>
    <message>
        <source>Claim the city</source>
        <translation>Occuper la ville</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn</source>
        <translation>Au tour de Bruno</translation>
    </message>
    <message>
        <source>A city and a road</source>
        <translation>Une ville et une route</translation>
    </message>
    <message>
        <source>A claim refused</source>
        <translation>Une pose refusée</translation>
    </message>
    <message>
        <source>Claim the road</source>
        <translation>Occuper la route</translation>
    </message>
    <message>
        <source>The pig walks to Taxes</source>
        <translation>Le cochon avance jusqu’aux Taxes</translation>
    </message>
    <message>
        <source>A crown of the wheel</source>
        <translation>Une case Couronne de la Roue</translation>
    </message>
    <message>
        <source>The crown pays</source>
        <translation>La case Couronne rapporte</translation>
    </message>
    <message>
        <source>The Plague</source>
        <translation>La Peste</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Leçon terminée</translation>
    </message>
    <message>
        <source>Well done! You have laid tiles, claimed a city, a road and a crown, seen a claim refused, and watched Taxes, a crown and the Plague at work. The rules help (%1) tells the rest.</source>
        <translation>Bravo&#xa0;! Vous avez posé des tuiles, occupé une ville, une route et une case Couronne, vu une pose refusée, et regardé les Taxes, une case Couronne et la Peste à l’œuvre. L’aide des règles (%1) dit le reste.</translation>
    </message>
    <message>
        <source>Press Next to watch Bruno play.</source>
        <translation>Appuyez sur Suivant pour voir Bruno jouer.</translation>
    </message>
    <message>
        <source>Bruno is playing…</source>
        <translation>Bruno joue…</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit places, %2 confirms.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>Au clavier&#xa0;: %1 parcourt les emplacements en surbrillance, %2 confirme.</translation>
    </message>
</context>
<context>
    <name>WheelBanner</name>
    <message>
        <source>%1 drew a wheel tile!</source>
        <translation>%1 a pioché une tuile Roue&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>The pig walks %n sector(s) clockwise…</source>
        <translation>
            <numerusform>Le cochon avance de %n secteur dans le sens des aiguilles d’une montre…</numerusform>
            <numerusform>Le cochon avance de %n secteurs dans le sens des aiguilles d’une montre…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s).</source>
        <translation>
            <numerusform>%1 a pioché une tuile Roue&#xa0;: le cochon a avancé de %n secteur.</numerusform>
            <numerusform>%1 a pioché une tuile Roue&#xa0;: le cochon a avancé de %n secteurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>crown</source>
        <translation>couronne</translation>
    </message>
    <message>
        <source>Nobody scores this time.</source>
        <translation>Personne ne marque cette fois-ci.</translation>
    </message>
    <message>
        <source>%1 sent a follower home.</source>
        <translation>%1 a renvoyé un partisan dans sa réserve.</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>piochée</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1, choose one of your followers on the land: click one ringed in red.</source>
        <translation>%1, choisissez l’un de vos partisans dans le paysage&#xa0;: cliquez sur un partisan cerclé de rouge.</translation>
    </message>
    <message>
        <source>%1 chooses a follower to send home…</source>
        <translation>%1 choisit un partisan à renvoyer dans sa réserve…</translation>
    </message>
</context>
<context>
    <name>WheelBoard</name>
    <message>
        <source>Fortune</source>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Taxes</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Orage</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inquisition</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Peste</translation>
    </message>
    <message>
        <source>Crown space %1 of %2</source>
        <extracomment>%1: this crown space&apos;s number; %2: how many crown spaces its sector has (1 or 2)</extracomment>
        <translation>Case Couronne %1 sur %2</translation>
    </message>
    <message>
        <source>The wheel of fortune, six sectors clockwise from the top: Fortune, Taxes, Famine, Storm, Inquisition, Plague. The pig stands on %1.</source>
        <extracomment>the wheel for a screen reader; %1 is the sector the pig stands on</extracomment>
        <translation>La Roue de la Fortune, six secteurs dans le sens des aiguilles d’une montre depuis le haut&#xa0;: Fortune, Taxes, Famine, Orage, Inquisition, Peste. Le cochon est sur le secteur %1.</translation>
    </message>
    <message>
        <source>The pig, on %1</source>
        <extracomment>the pig on the wheel, for a screen reader; %1 is a sector</extracomment>
        <translation>Le cochon, sur le secteur %1</translation>
    </message>
    <message>
        <source>%1, taken</source>
        <extracomment>a crown space for a screen reader: its sector and whether a follower is on it</extracomment>
        <translation>%1, occupée</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, libre</translation>
    </message>
</context>
<context>
    <name>WheelInset</name>
    <message>
        <source>The wheel: the pig walks to %1</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>La roue&#xa0;: le cochon va jusqu’à %1</translation>
    </message>
    <message>
        <source>Show the wheel on the board</source>
        <translation>Montrer la roue sur le plateau</translation>
    </message>
</context>
<context>
    <name>WheelLegend</name>
    <message>
        <source>Fortune</source>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>The player scores 3.</source>
        <translation>Le joueur actif marque 3&#xa0;points.</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Taxes</translation>
    </message>
    <message>
        <source>Knights earn from their cities.</source>
        <translation>Les chevaliers rapportent selon leur ville.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Farmers earn per completed city.</source>
        <translation>Les paysans rapportent par ville terminée.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Orage</translation>
    </message>
    <message>
        <source>1 point per follower in supply.</source>
        <translation>1&#xa0;point par partisan en réserve.</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inquisition</translation>
    </message>
    <message>
        <source>2 points per monk.</source>
        <translation>2&#xa0;points par moine.</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Peste</translation>
    </message>
    <message>
        <source>Everyone loses a follower.</source>
        <translation>Chacun perd un partisan.</translation>
    </message>
</context>
<context>
    <name>WheelPage</name>
    <message>
        <source>Nineteen land tiles show a small gold wheel with the number 1, 2 or 3: eleven show a 1, five a 2 and three a 3.</source>
        <translation>Dix-neuf tuiles Terrain portent une petite roue dorée avec le chiffre 1, 2 ou 3&#xa0;: onze un 1, cinq un 2 et trois un 3.</translation>
    </message>
    <message>
        <source>When you draw such a tile, set it aside for a moment and move the pig clockwise around the wheel, one sector per step, as many sectors as the number says.</source>
        <translation>Quand vous piochez une telle tuile, mettez-la un instant de côté et avancez le cochon dans le sens des aiguilles d’une montre, d’un secteur par pas, d’autant de secteurs que l’indique le chiffre.</translation>
    </message>
    <message>
        <source>The six sectors</source>
        <translation>Les six secteurs</translation>
    </message>
    <message>
        <source>Clockwise from the top, the sectors are Fortune, Taxes, Famine, Storm, Inquisition and Plague. After Plague the pig comes back to Fortune.</source>
        <translation>Dans le sens des aiguilles d’une montre depuis le haut, les secteurs sont Fortune, Taxes, Famine, Orage, Inquisition et Peste. Après Peste, le cochon revient sur Fortune.</translation>
    </message>
    <message>
        <source>Only the sector where the pig stops takes effect; the sectors it walks through do nothing. Fortune rewards only the player whose turn it is, the other five events concern every player.</source>
        <translation>Seul le secteur où le cochon s’arrête agit&#xa0;; ceux qu’il traverse ne font rien. Fortune ne récompense que le joueur dont c’est le tour, les cinq autres événements concernent tous les joueurs.</translation>
    </message>
    <message>
        <source>What happens, in order</source>
        <translation>Ce qui se passe, dans l’ordre</translation>
    </message>
    <message>
        <source>The pig walks.</source>
        <translation>Le cochon avance.</translation>
    </message>
    <message>
        <source>The event of the sector where it stops takes place.</source>
        <translation>L’événement du secteur où il s’arrête a lieu.</translation>
    </message>
    <message>
        <source>The crown spaces of that sector are scored, and their followers go home.</source>
        <translation>Les cases Couronne de ce secteur sont évaluées, et leurs partisans rentrent.</translation>
    </message>
    <message>
        <source>You place the tile and carry on with your turn.</source>
        <translation>Vous placez la tuile et poursuivez votre tour.</translation>
    </message>
    <message>
        <source>The event happens as soon as the tile is drawn. If the tile then fits nowhere, the event still stands.</source>
        <translation>L’événement a lieu dès que la tuile est piochée. Si la tuile ne peut ensuite aller nulle part, l’événement reste acquis.</translation>
    </message>
    <message>
        <source>With fortune tellers you may draw several tiles: only the icon of the tile you keep counts, and the tiles you put back do not move the pig.</source>
        <translation>Avec des diseuses de bonne aventure, vous pouvez piocher plusieurs tuiles&#xa0;: seule compte l’icône de la tuile gardée, et les tuiles remises ne font pas bouger le cochon.</translation>
    </message>
    <message>
        <source>The pig stands on Famine and you draw a tile with a 3. The pig walks to Storm, then Inquisition, and stops on Plague. The plague strikes, the followers on the Plague crown spaces score, and then you lay your tile.</source>
        <translation>Le cochon est sur Famine et vous piochez une tuile marquée 3. Il passe par Orage, puis Inquisition, et s’arrête sur Peste. La peste frappe, les partisans des cases Couronne de la Peste marquent, puis vous placez votre tuile.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Fortune</source>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Taxes</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Orage</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Inquisition</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Peste</translation>
    </message>
    <message>
        <source>The player whose turn it is scores 3 points.</source>
        <translation>Le joueur dont c’est le tour marque 3&#xa0;points.</translation>
    </message>
    <message>
        <source>Every knight earns its owner 1 point per pennant in its city plus 1 per knight of that owner there.</source>
        <translation>Chaque chevalier rapporte à son propriétaire 1&#xa0;point par bouclier de sa ville, plus 1 par chevalier de ce même joueur dans cette ville.</translation>
    </message>
    <message>
        <source>On each farm, the players with most farmers score 1 point per farmer for every completed city next to it.</source>
        <translation>Dans chaque pré, les joueurs majoritaires en paysans marquent 1&#xa0;point par paysan pour chaque ville terminée qui borde ce pré.</translation>
    </message>
    <message>
        <source>Every farmer scores 1 point for each completed city next to its farm.</source>
        <translation>Chaque paysan marque 1&#xa0;point par ville terminée qui borde son pré.</translation>
    </message>
    <message>
        <source>Every player scores 1 point per follower in their supply.</source>
        <translation>Chaque joueur marque 1&#xa0;point par partisan dans sa réserve.</translation>
    </message>
    <message>
        <source>Every monk earns its owner 2 points.</source>
        <translation>Chaque moine rapporte 2&#xa0;points à son propriétaire.</translation>
    </message>
    <message>
        <source>Every player must send one follower from the land back to their supply.</source>
        <translation>Chaque joueur doit renvoyer dans sa réserve l’un de ses partisans du paysage.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pré</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Abbaye</translation>
    </message>
    <message>
        <source>Fortune teller&apos;s tent</source>
        <translation>Tente de diseuse de bonne aventure</translation>
    </message>
    <message>
        <source>Thief on the road</source>
        <translation>Voleur sur la route</translation>
    </message>
    <message>
        <source>Knight in the city</source>
        <translation>Chevalier dans la ville</translation>
    </message>
    <message>
        <source>Farmer in the field</source>
        <translation>Paysan dans le pré</translation>
    </message>
    <message>
        <source>Monk in the cloister</source>
        <translation>Moine dans l’abbaye</translation>
    </message>
    <message>
        <source>Fortune teller in the tent</source>
        <translation>Diseuse de bonne aventure sur la tente</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Villes</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Abbayes</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Prés</translation>
    </message>
    <message>
        <source>Crowns</source>
        <translation>Couronnes</translation>
    </message>
    <message>
        <source>Tents</source>
        <translation>Tentes</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer · random</source>
        <translation>Ordinateur · aléatoire</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation>Ordinateur · facile</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation>Ordinateur · normal</translation>
    </message>
    <message>
        <source>Computer · strong</source>
        <translation>Ordinateur · fort</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <extracomment>%1: the computer level (Novice ... Easy, Normal, Strong ... Master)</extracomment>
        <translation>Ordinateur · %1</translation>
    </message>
    <message>
        <source>Base game + wheel tiles (91)</source>
        <translation>Jeu de base + tuiles Roue (91)</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (72 tiles)</source>
        <translation>La Roue de la Fortune (72 tuiles)</translation>
    </message>
    <message>
        <source>%1 drew a tile that fits nowhere; it is put aside.</source>
        <translation>%1 a pioché une tuile impossible à placer&#xa0;; elle est mise de côté.</translation>
    </message>
    <message>
        <source>%1 loses a thief on a road to the plague.</source>
        <translation>La Peste emporte un voleur de %1 sur une route.</translation>
    </message>
    <message>
        <source>%1 loses a knight in a city to the plague.</source>
        <translation>La Peste emporte un chevalier de %1 dans une ville.</translation>
    </message>
    <message>
        <source>%1 loses a farmer to the plague.</source>
        <translation>La Peste emporte un paysan de %1.</translation>
    </message>
    <message>
        <source>%1 loses a monk to the plague.</source>
        <translation>La Peste emporte un moine de %1.</translation>
    </message>
    <message>
        <source>%1 loses a fortune teller to the plague.</source>
        <translation>La Peste emporte une diseuse de bonne aventure de %1.</translation>
    </message>
    <message>
        <source>%1 loses a follower to the plague.</source>
        <translation>La Peste emporte un partisan de %1.</translation>
    </message>
    <message numerus="yes">
        <source>A road of %n tile(s) is complete.</source>
        <translation>
            <numerusform>Une route de %n tuile est terminée.</numerusform>
            <numerusform>Une route de %n tuiles est terminée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A city of %n tile(s) is complete.</source>
        <translation>
            <numerusform>Une ville de %n tuile est terminée.</numerusform>
            <numerusform>Une ville de %n tuiles est terminée.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cloister is complete.</source>
        <translation>Une abbaye est terminée.</translation>
    </message>
    <message>
        <source>A feature is complete.</source>
        <translation>Une zone est terminée.</translation>
    </message>
    <message>
        <source>A fortune teller&apos;s tent is surrounded.</source>
        <translation>Une tente de diseuse de bonne aventure est entourée.</translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished road of %n tile(s).</source>
        <translation>
            <numerusform>Évaluation finale&#xa0;: une route inachevée de %n tuile.</numerusform>
            <numerusform>Évaluation finale&#xa0;: une route inachevée de %n tuiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished city of %n tile(s).</source>
        <translation>
            <numerusform>Évaluation finale&#xa0;: une ville inachevée de %n tuile.</numerusform>
            <numerusform>Évaluation finale&#xa0;: une ville inachevée de %n tuiles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scoring: an unfinished cloister.</source>
        <translation>Évaluation finale&#xa0;: une abbaye inachevée.</translation>
    </message>
    <message>
        <source>Final scoring: a farm.</source>
        <translation>Évaluation finale&#xa0;: un pré.</translation>
    </message>
    <message>
        <source>Final scoring.</source>
        <translation>Évaluation finale.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s) to %2.</source>
        <translation>
            <numerusform>%1 a pioché une tuile Roue&#xa0;: le cochon a avancé de %n secteur jusqu’à %2.</numerusform>
            <numerusform>%1 a pioché une tuile Roue&#xa0;: le cochon a avancé de %n secteurs jusqu’à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The crown spaces of %1 score; their followers go back to their owners.</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Décompte des cases Couronne du secteur %1&#xa0;; leurs partisans retournent dans la réserve de leurs propriétaires.</translation>
    </message>
    <message>
        <source>%1 kept one tile of the Fortune Teller&apos;s draw.</source>
        <translation>%1 a gardé une des tuiles piochées grâce à la diseuse de bonne aventure.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a follower on a crown space of %2.</source>
        <extracomment>%1: a player&apos;s name; %2: a sector&apos;s name</extracomment>
        <translation>%1 a posé une tuile et placé un partisan sur une case Couronne du secteur %2.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a thief on the road.</source>
        <extracomment>%1: a player&apos;s name. One sentence for two acts: the tile is laid, the follower is put on the road</extracomment>
        <translation>%1 a posé une tuile et placé un voleur sur la route.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a knight in the city.</source>
        <translation>%1 a posé une tuile et placé un chevalier dans la ville.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a farmer in the field.</source>
        <translation>%1 a posé une tuile et placé un paysan dans le pré.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a monk in the cloister.</source>
        <translation>%1 a posé une tuile et placé un moine dans l’abbaye.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a fortune teller in the tent.</source>
        <translation>%1 a posé une tuile et placé une diseuse de bonne aventure sur la tente.</translation>
    </message>
    <message>
        <source>%1 laid a tile.</source>
        <translation>%1 a posé une tuile.</translation>
    </message>
    <message>
        <source>Plays any legal move at random; answers at once.</source>
        <translation>Joue un coup permis au hasard&#xa0;; répond aussitôt.</translation>
    </message>
    <message>
        <source>Takes the points in sight, with some slips; answers at once.</source>
        <translation>Prend les points à portée, avec quelques erreurs&#xa0;; répond aussitôt.</translation>
    </message>
    <message>
        <source>Weighs each move by what it may still score; thinks a few milliseconds.</source>
        <translation>Pèse chaque coup selon ce qu’il peut encore rapporter&#xa0;; réfléchit quelques millisecondes.</translation>
    </message>
    <message>
        <source>Plays out likely futures of its best moves; thinks for up to a second per move.</source>
        <translation>Joue les suites probables de ses meilleurs coups&#xa0;; réfléchit jusqu’à une seconde par coup.</translation>
    </message>
    <message>
        <source>Take drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Prenez la tuile piochée n°&#xa0;%1.</translation>
    </message>
    <message>
        <source>Remote player (network)</source>
        <translation>Joueur distant (réseau)</translation>
    </message>
    <message>
        <source>A friend on another computer takes this seat: Host this game shows how.</source>
        <translation>Un ami sur un autre ordinateur prend cette place&#xa0;: «&#xa0;Héberger cette partie&#xa0;» indique comment.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <extracomment>points won, after a sentence of the event log: &quot;Ana: 8 points&quot; (the log shows &quot;Ana +8&quot;)</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;point.</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: give back the follower in the frame tagged “Hint”. %1 does it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>Conseil&#xa0;: rendez le partisan du cadre marqué «&#xa0;Conseil&#xa0;». %1 le fait.</translation>
    </message>
    <message>
        <source>Hint: lay the tile in the frame tagged “Hint”.</source>
        <translation>Conseil&#xa0;: posez la tuile dans le cadre marqué «&#xa0;Conseil&#xa0;».</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Partisan&#xa0;: une case Couronne du secteur %1.</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Partisan&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Keep your followers this turn.</source>
        <translation>Gardez vos partisans ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>This move should gain you about %n point(s) over the others.</source>
        <translation>
            <numerusform>Ce coup devrait vous faire gagner environ %n&#xa0;point sur les autres.</numerusform>
            <numerusform>Ce coup devrait vous faire gagner environ %n&#xa0;points sur les autres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move gains points here: this one should lose the fewest, about %n.</source>
        <translation>
            <numerusform>Aucun coup ne fait gagner de points ici&#xa0;: celui-ci devrait en perdre le moins, environ %n.</numerusform>
            <numerusform>Aucun coup ne fait gagner de points ici&#xa0;: celui-ci devrait en perdre le moins, environ %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>This move should keep your standing against the others.</source>
        <translation>Ce coup devrait garder votre place face aux autres.</translation>
    </message>
    <message>
        <source>%1 plays it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 le joue.</translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: grabs the points in sight and often misjudges them; answers at once.</source>
        <translation>L’adversaire d’une première partie&#xa0;: prend les points en vue et les juge souvent mal&#xa0;; répond aussitôt.</translation>
    </message>
    <message>
        <source>Grabs the points in sight, with many slips; answers at once.</source>
        <translation>Prend les points en vue, avec bien des erreurs&#xa0;; répond aussitôt.</translation>
    </message>
    <message>
        <source>Weighs each move with the judgement of many two-player games; thinks a few milliseconds.</source>
        <translation>Pèse chaque coup avec le jugement de nombreuses parties à deux&#xa0;; réfléchit quelques millisecondes.</translation>
    </message>
    <message>
        <source>Plays out a few dozen futures of its best moves; thinks a fraction of a second.</source>
        <translation>Joue quelques dizaines de suites de ses meilleurs coups&#xa0;; réfléchit une fraction de seconde.</translation>
    </message>
    <message>
        <source>Plays out more futures of more moves; thinks for up to three seconds per move.</source>
        <translation>Joue plus de suites de plus de coups&#xa0;; réfléchit jusqu’à trois secondes par coup.</translation>
    </message>
    <message>
        <source>Computer · novice</source>
        <translation>Ordinateur · novice</translation>
    </message>
    <message>
        <source>Computer · beginner</source>
        <translation>Ordinateur · débutant</translation>
    </message>
    <message>
        <source>Computer · casual</source>
        <translation>Ordinateur · amateur</translation>
    </message>
    <message>
        <source>Computer · intermediate</source>
        <translation>Ordinateur · intermédiaire</translation>
    </message>
    <message>
        <source>Computer · skilled</source>
        <translation>Ordinateur · habile</translation>
    </message>
    <message>
        <source>Computer · advanced</source>
        <translation>Ordinateur · avancé</translation>
    </message>
    <message>
        <source>Computer · master</source>
        <translation>Ordinateur · maître</translation>
    </message>
    <message>
        <source>Thinks ahead a little and slips now and then (against one player, forgets the farms); answers at once.</source>
        <translation>Prévoit un peu et se trompe de temps en temps (contre un seul joueur, oublie les prés)&#xa0;; répond aussitôt.</translation>
    </message>
    <message>
        <source>Thinks ahead, with small slips (against one player, forgets the farms); answers at once.</source>
        <translation>Prévoit, avec de petites erreurs (contre un seul joueur, oublie les prés)&#xa0;; répond aussitôt.</translation>
    </message>
</context>
<context>
    <name>YourGamesDialog</name>
    <message>
        <source>Delete this game?</source>
        <translation>Supprimer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game of %1 leaves your games for good.</source>
        <translation>La partie du %1 quitte vos parties pour de bon.</translation>
    </message>
    <message>
        <source>Delete it</source>
        <translation>La supprimer</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Gagnées ou perdues</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>À tout moment</translation>
    </message>
    <message>
        <source>In the last 7 days</source>
        <translation>Ces 7&#xa0;derniers jours</translation>
    </message>
    <message>
        <source>In the last 30 days</source>
        <translation>Ces 30&#xa0;derniers jours</translation>
    </message>
    <message>
        <source>In the last year</source>
        <translation>Cette dernière année</translation>
    </message>
    <message>
        <source>No finished game yet. Each game you finish on this computer comes here; Import adds games you saved.</source>
        <translation>Aucune partie terminée pour l’instant. Chaque partie que vous terminez sur cet ordinateur vient ici&#xa0;; Importer ajoute les parties que vous avez enregistrées.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Aucune partie ne correspond à ces filtres.</translation>
    </message>
    <message>
        <source>%1 · %2 · analysed</source>
        <translation>%1 · %2 · analysée</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation>Importer des parties enregistrées</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistiques…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <extracomment>%1 games shown, %n games in all (&quot;3 of 10 games&quot;)</extracomment>
        <translation>
            <numerusform>%1 sur %n partie</numerusform>
            <numerusform>%1 sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Problèmes…</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameAnalysis</name>
    <message>
        <source>There is nothing to analyse yet: no turn has been played.</source>
        <translation>Il n’y a rien à analyser pour l’instant&#xa0;: aucun tour n’a été joué.</translation>
    </message>
    <message>
        <source>This game cannot be analysed: %1</source>
        <translation>Cette partie ne peut pas être analysée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameController</name>
    <message>
        <source>A game needs 2 to 5 players.</source>
        <translation>Une partie se joue de 2 à 5 joueurs.</translation>
    </message>
    <message>
        <source>Unknown computer level &quot;%1&quot;.</source>
        <translation>Niveau d’ordinateur inconnu&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Wait until the pig has finished walking.</source>
        <translation>Attendez que le cochon ait fini d’avancer.</translation>
    </message>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <translation>C’est au tour d’un joueur ordinateur.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Games can only be saved to local files, not to %1.</source>
        <translation>Les parties ne peuvent être enregistrées que dans des fichiers locaux, pas dans %1.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <extracomment>%1: a file name; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Impossible d’enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: le fichier dépasse 64 Mio, bien trop pour une partie enregistrée.</translation>
    </message>
    <message>
        <source>Cannot open %1: players[%2].ai: unknown computer level &quot;%3&quot;.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: players[%2].ai&#xa0;: niveau d’ordinateur inconnu «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>Games can only be opened from local files, not from %1.</source>
        <translation>Les parties ne peuvent être ouvertes que depuis des fichiers locaux, pas depuis %1.</translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation>Fortuna %1</translation>
    </message>
    <message>
        <source>Fortuna games (*.fortuna)</source>
        <translation>Parties Fortuna (*.fortuna)</translation>
    </message>
    <message>
        <source>Game records (*.fortuna *.json)</source>
        <translation>Enregistrements de parties (*.fortuna *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot write the autosave %1: %2</source>
        <translation>Impossible d’écrire la sauvegarde automatique %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no autosaved game to resume.</source>
        <translation>Aucune sauvegarde automatique à reprendre.</translation>
    </message>
    <message>
        <source>The autosaved game is already over.</source>
        <translation>La partie sauvegardée automatiquement est déjà terminée.</translation>
    </message>
    <message>
        <source>The game setup is incomplete: %1 is missing.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;players[2].name&quot;</extracomment>
        <translation>La configuration de la partie est incomplète&#xa0;: %1 manque.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 cannot be %2.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;rules.famine&quot;; %2: the raw value given</extracomment>
        <translation>La configuration de la partie est incorrecte&#xa0;: %1 ne peut pas valoir %2.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 is wrong.</source>
        <extracomment>%1: the setting&apos;s path in the game record</extracomment>
        <translation>La configuration de la partie est incorrecte&#xa0;: %1 est erroné.</translation>
    </message>
    <message>
        <source>The game setup is not a Fortuna game header.</source>
        <translation>La configuration de la partie n’est pas un en-tête de partie Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is empty.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: le fichier est vide.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is incomplete or damaged.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: la partie enregistrée est incomplète ou endommagée.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game, or it is damaged.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: ce n’est pas une partie Fortuna, ou le fichier est endommagé.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: ce n’est pas une partie Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: it was saved by a newer version of Fortuna.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: la partie a été enregistrée par une version plus récente de Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is missing.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record</extracomment>
        <translation>Impossible d’ouvrir %1&#xa0;: la partie enregistrée est endommagée&#xa0;: %2 manque.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 cannot be %3.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record, e.g. &quot;turns[3].place.at&quot;; %3: the raw value found</extracomment>
        <translation>Impossible d’ouvrir %1&#xa0;: la partie enregistrée est endommagée&#xa0;: %2 ne peut pas valoir %3.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is wrong.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: la partie enregistrée est endommagée&#xa0;: %2 est erroné.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: la partie enregistrée est endommagée.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game holds a move that the rules do not allow (turn %2).</source>
        <translation>Impossible d’ouvrir %1&#xa0;: la partie enregistrée contient un coup interdit par les règles (tour %2).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: c’est un dossier.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file does not exist.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: le fichier n’existe pas.</translation>
    </message>
    <message>
        <source>Cannot open %1: you may not read it.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: vous n’avez pas le droit de le lire.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file cannot be read.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <source>Cannot open %1: the rules do not allow the setup of this game.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: les règles n’autorisent pas la mise en place de cette partie.</translation>
    </message>
    <message>
        <source>Cannot open %1: turn %2 breaks the rules: %3</source>
        <extracomment>%1: a file name; %2: a turn number; %3: the rules&apos; reason, a whole sentence</extracomment>
        <translation>Impossible d’ouvrir %1&#xa0;: le tour %2 enfreint les règles&#xa0;: %3</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n’existe pas</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 n’est pas un dossier</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>you may not write there</source>
        <translation>vous n’avez pas le droit d’écrire à cet endroit</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>le disque est peut-être plein</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>aucun nom de fichier n’a été donné</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>This is a replay: leave it to play.</source>
        <translation>Vous revoyez la partie&#xa0;: arrêtez pour jouer.</translation>
    </message>
    <message>
        <source>Unknown sector %1.</source>
        <translation>Secteur inconnu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Waiting for %1: it is not your turn.</source>
        <extracomment>%1: the name of the player who acts now</extracomment>
        <translation>En attente de %1&#xa0;: ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The game sent by the server cannot be shown: %1</source>
        <translation>La partie envoyée par le serveur ne peut pas être affichée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The server sent a move that cannot be read.</source>
        <translation>Le serveur a envoyé un coup illisible.</translation>
    </message>
    <message>
        <source>This window no longer follows the server&apos;s game.</source>
        <translation>Cette fenêtre ne suit plus la partie du serveur.</translation>
    </message>
    <message>
        <source>Choice %1 is not offered now.</source>
        <extracomment>%1: a drawn tile&apos;s position, counted from 1</extracomment>
        <translation>Le choix %1 n’est pas proposé maintenant.</translation>
    </message>
    <message>
        <source>There is no such decision in the analysis.</source>
        <translation>Cette décision ne figure pas dans l’analyse.</translation>
    </message>
    <message>
        <source>Nothing to take back: the last move of this turn was random (a draw or the pig&apos;s walk).</source>
        <translation>Rien à reprendre&#xa0;: le dernier coup de ce tour était dû au hasard (une pioche ou la marche du cochon).</translation>
    </message>
    <message>
        <source>Choose where your follower goes (or no follower) first.</source>
        <translation>Choisissez d’abord où va votre partisan (ou aucun partisan).</translation>
    </message>
    <message>
        <source>This game is played without aids: no hints.</source>
        <translation>Cette partie se joue sans aides&#xa0;: pas de conseils.</translation>
    </message>
    <message>
        <source>This game is played without aids: it can be analysed once it is over.</source>
        <translation>Cette partie se joue sans aides&#xa0;: elle pourra être analysée une fois finie.</translation>
    </message>
    <message>
        <source>This game is no longer in your games.</source>
        <translation>Cette partie n’est plus dans vos parties.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>cette partie</translation>
    </message>
    <message>
        <source>Cannot open this game: %1</source>
        <translation>Impossible d’ouvrir cette partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>No hints in a puzzle: the move is yours to find.</source>
        <translation>Pas de conseil dans un problème&#xa0;: c’est à vous de trouver le coup.</translation>
    </message>
    <message>
        <source>This puzzle is no longer in your games.</source>
        <translation>Ce problème n’est plus dans vos parties.</translation>
    </message>
    <message>
        <source>No puzzle is being played.</source>
        <translation>Aucun problème en cours.</translation>
    </message>
    <message>
        <source>Answer the puzzle first.</source>
        <translation>Répondez d’abord au problème.</translation>
    </message>
    <message>
        <source>No puzzle is left to solve. Analyse another game for more.</source>
        <translation>Il ne reste aucun problème à résoudre. Analysez une autre partie pour en avoir d’autres.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GamesModel</name>
    <message>
        <source>People</source>
        <translation>Des personnes</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>base game tiles</source>
        <translation>tuiles du jeu de base</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Diseuse de Bonne Aventure</translation>
    </message>
    <message>
        <source>famine by majority</source>
        <translation>famine à la majorité</translation>
    </message>
    <message>
        <source>another start tile</source>
        <translation>une autre tuile de départ</translation>
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
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>%1. %2. %3. %4.</source>
        <extracomment>a game in the list of your games, for a screen reader: %1 the date, %2 won or lost, %3 the players and their scores, %4 the rules</extracomment>
        <translation>%1. %2. %3. %4.</translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>Analysée.</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Tout adversaire</translation>
    </message>
    <message>
        <source>Any rules</source>
        <translation>Toutes règles</translation>
    </message>
    <message>
        <source>Your games cannot be read.</source>
        <translation>Vos parties ne peuvent pas être lues.</translation>
    </message>
    <message>
        <source>The game could not be deleted.</source>
        <translation>La partie n’a pas pu être supprimée.</translation>
    </message>
    <message>
        <source>%1 is a game not yet finished: only finished games go into your games.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>%1 est une partie pas encore terminée&#xa0;: seules les parties terminées vont dans vos parties.</translation>
    </message>
    <message>
        <source>%1 could not be added to your games.</source>
        <translation>%1 n’a pas pu être ajoutée à vos parties.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>%n partie importée.</numerusform>
            <numerusform>%n parties importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) already in your games.</source>
        <translation>
            <numerusform>%n partie déjà dans vos parties.</numerusform>
            <numerusform>%n parties déjà dans vos parties.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::MyTables</name>
    <message>
        <source>It is your turn at table %1.</source>
        <translation>C’est votre tour à la table %1.</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Interrogation du serveur…</translation>
    </message>
    <message>
        <source>This server cannot tell whose turn it is.</source>
        <translation>Ce serveur ne peut pas indiquer à qui est le tour.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Le serveur est injoignable.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Le serveur n’a pas répondu.</translation>
    </message>
    <message>
        <source>The server no longer has this table (or your seat).</source>
        <translation>Le serveur n’a plus cette table (ou votre place).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>En attente des joueurs…</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>À vous de jouer&#xa0;!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>Fortuna: your turn</source>
        <translation>Fortuna&#xa0;: à vous de jouer</translation>
    </message>
    <message>
        <source>It is your turn at table %1, against %2.</source>
        <extracomment>%1: the table&apos;s code; %2: the other players&apos; names, separated by commas</extracomment>
        <translation>C’est votre tour à la table %1, contre %2.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>the action of the desktop notification of a turn (clicking it does the same)</extracomment>
        <translation>Ouvrir la table</translation>
    </message>
</context>
<context>
    <name>fortuna::model::NetSession</name>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>En attente des joueurs…</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation>Toutes les places sont prises&#xa0;: lancez la partie quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>En attente du lancement de la partie par l’hôte…</translation>
    </message>
    <message>
        <source>The host closed the table: the game has ended.</source>
        <translation>L’hôte a fermé la table&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: reconnecting…</source>
        <translation>La connexion avec l’hôte est perdue&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <source>Leave the current network game first.</source>
        <translation>Quittez d’abord la partie en réseau en cours.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Le port doit être un nombre de 1 à 65535.</translation>
    </message>
    <message numerus="yes">
        <source>The password is too long (at most %n character(s)).</source>
        <translation>
            <numerusform>Le mot de passe est trop long (%n caractère au plus).</numerusform>
            <numerusform>Le mot de passe est trop long (%n caractères au plus).</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this setup cannot be read.</source>
        <translation>Les règles de cette configuration sont illisibles.</translation>
    </message>
    <message>
        <source>Open at least one seat to a remote player to host a game.</source>
        <translation>Ouvrez au moins une place à un joueur distant pour héberger une partie.</translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <extracomment>%1: a port number; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Impossible d’héberger sur le port %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (a name or an IP address).</source>
        <translation>Saisissez l’adresse de l’hôte (un nom ou une adresse IP).</translation>
    </message>
    <message>
        <source>A table code has 8 letters and digits.</source>
        <translation>Un code de table a 8 lettres et chiffres.</translation>
    </message>
    <message numerus="yes">
        <source>Type your name (at most %n character(s)).</source>
        <translation>
            <numerusform>Saisissez votre nom (%n caractère au plus).</numerusform>
            <numerusform>Saisissez votre nom (%n caractères au plus).</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>There is no table to rejoin.</source>
        <translation>Il n’y a pas de table à rejoindre.</translation>
    </message>
    <message>
        <source>Only the host starts the game.</source>
        <translation>Seul l’hôte lance la partie.</translation>
    </message>
    <message>
        <source>Wait until every seat is taken.</source>
        <translation>Attendez que toutes les places soient prises.</translation>
    </message>
    <message>
        <source>Only the host can hand a seat to a computer.</source>
        <translation>Seul l’hôte peut confier une place à l’ordinateur.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Not connected to the table: wait until the connection is back.</source>
        <translation>Pas de connexion à la table&#xa0;: attendez qu’elle revienne.</translation>
    </message>
    <message>
        <source>This link is not fortuna://address:port/CODE with a table code of 8 letters and digits.</source>
        <translation>Ce lien n’est pas de la forme fortuna://adresse:port/CODE avec un code de table de 8 lettres et chiffres.</translation>
    </message>
    <message>
        <source>This server speaks another version of the Fortuna protocol (%1).</source>
        <translation>Ce serveur parle une autre version du protocole de Fortuna (%1).</translation>
    </message>
    <message>
        <source>The server is full: try again later.</source>
        <translation>Le serveur est plein&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <source>There is no table with this code on this server.</source>
        <translation>Aucune table de ce serveur n’a ce code.</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>Le mot de passe est faux.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back any more: join the table again.</source>
        <translation>Cette place ne peut plus être reprise&#xa0;: rejoignez de nouveau la table.</translation>
    </message>
    <message>
        <source>Every seat of this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <source>Only the host can do this.</source>
        <translation>Seul l’hôte peut le faire.</translation>
    </message>
    <message>
        <source>This game has already started.</source>
        <translation>Cette partie a déjà commencé.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Cette partie est terminée.</translation>
    </message>
    <message>
        <source>The server refused this move.</source>
        <translation>Le serveur a refusé ce coup.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Le serveur a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The table %1 is no longer on this computer.</source>
        <translation>La table %1 n’est plus sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window: this one no longer plays.</source>
        <translation>Votre place a été reprise depuis une autre fenêtre&#xa0;: celle-ci ne joue plus.</translation>
    </message>
    <message>
        <source>A network game keeps the aids for everyone: untick Play without aids to host it.</source>
        <translation>Une partie en réseau garde les aides pour tous&#xa0;: décochez «&#xa0;Jouer sans aides&#xa0;» pour l’héberger.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Il n’y a aucun certificat à approuver.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Saisissez l’adresse du serveur (un nom ou une adresse IP).</translation>
    </message>
    <message>
        <source>The time per move is at most 14 days.</source>
        <translation>Le temps par coup est de 14&#xa0;jours au plus.</translation>
    </message>
    <message>
        <source>On a server, this computer plays exactly one seat: make the other players remote players or computers.</source>
        <translation>Sur un serveur, cet ordinateur n’occupe qu’une seule place&#xa0;: faites des autres joueurs des joueurs distants ou des ordinateurs.</translation>
    </message>
    <message>
        <source>A table link starts with fortuna:// (or fortunas:// for a secure server).</source>
        <translation>Un lien de table commence par fortuna:// (ou fortunas:// pour un serveur sécurisé).</translation>
    </message>
    <message>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Vous regardez cette table&#xa0;: un spectateur ne joue pas.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not signed by an authority this computer trusts (it may be the server&apos;s own, self-signed).</source>
        <translation>Le certificat de %1 n’est signé par aucune autorité à laquelle cet ordinateur fait confiance (c’est peut-être celui du serveur, auto-signé).</translation>
    </message>
    <message>
        <source>The certificate of %1 is NOT the one you trusted before. Someone may be impersonating the server: do not connect unless its owner told you the certificate changed.</source>
        <translation>Le certificat de %1 n’est PAS celui que vous aviez approuvé. Quelqu’un se fait peut-être passer pour le serveur&#xa0;: ne vous connectez pas, sauf si son propriétaire vous a dit que le certificat a changé.</translation>
    </message>
    <message>
        <source>The certificate of %1 was made for another server name: Fortuna refuses it.</source>
        <translation>Le certificat de %1 a été fait pour un autre nom de serveur&#xa0;: Fortuna le refuse.</translation>
    </message>
    <message>
        <source>The certificate of %1 has expired or is not valid yet: Fortuna refuses it.</source>
        <translation>Le certificat de %1 a expiré ou n’est pas encore valide&#xa0;: Fortuna le refuse.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not valid: Fortuna refuses it.</source>
        <translation>Le certificat de %1 n’est pas valide&#xa0;: Fortuna le refuse.</translation>
    </message>
    <message>
        <source>Its SHA-256 fingerprint: %1</source>
        <extracomment>%1 is a long hexadecimal fingerprint (AB:CD:…)</extracomment>
        <translation>Son empreinte SHA-256&#xa0;: %1</translation>
    </message>
    <message>
        <source>The table was not created: the server&apos;s certificate was not trusted.</source>
        <translation>La table n’a pas été créée&#xa0;: le certificat du serveur n’a pas été approuvé.</translation>
    </message>
    <message>
        <source>Fortuna remembers another certificate for %1: it is replaced only when you say its owner renewed it.</source>
        <translation>Fortuna a retenu un autre certificat pour %1&#xa0;: il n’est remplacé que si vous dites que son propriétaire l’a renouvelé.</translation>
    </message>
    <message>
        <source>The fingerprint you trusted: %1
Its fingerprint now: %2</source>
        <extracomment>%1 and %2 are long hexadecimal fingerprints (AB:CD:…)</extracomment>
        <translation>L’empreinte que vous aviez approuvée&#xa0;: %1
Son empreinte actuelle&#xa0;: %2</translation>
    </message>
    <message>
        <source>The connection to the club server was lost: reconnecting…</source>
        <translation>La connexion avec le serveur du club est perdue&#xa0;: reconnexion…</translation>
    </message>
    <message numerus="yes">
        <source>Too many attempts from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Trop de tentatives depuis votre adresse&#xa0;: réessayez dans %n&#xa0;seconde.</numerusform>
            <numerusform>Trop de tentatives depuis votre adresse&#xa0;: réessayez dans %n&#xa0;secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>This name holds an invisible or control character: type it again with visible characters only.</source>
        <translation>Ce nom contient un caractère invisible ou de contrôle&#xa0;: saisissez-le de nouveau avec des caractères visibles seulement.</translation>
    </message>
    <message>
        <source>A network game needs at least one person at the table: open a seat to a player.</source>
        <translation>Une partie en réseau demande au moins une personne à la table&#xa0;: ouvrez une place à un joueur.</translation>
    </message>
    <message>
        <source>Every player left this game an hour ago: the club server has closed it.</source>
        <translation>Tous les joueurs ont quitté cette partie il y a une heure&#xa0;: le serveur du club l’a fermée.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzleSession</name>
    <message>
        <source>This puzzle&apos;s game cannot be read any more.</source>
        <translation>La partie de ce problème ne peut plus être lue.</translation>
    </message>
    <message>
        <source>Your move is being checked.</source>
        <translation>Votre coup est en cours de vérification.</translation>
    </message>
    <message>
        <source>Solved: go on to the next puzzle.</source>
        <translation>Résolu&#xa0;: passez au problème suivant.</translation>
    </message>
    <message>
        <source>Try again, or see the better move.</source>
        <translation>Réessayez ou voyez le meilleur coup.</translation>
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
        <translation>%L1&#xa0;points perdus</translation>
    </message>
    <message>
        <source>Game of %1 against %2, turn %L3: %4.</source>
        <extracomment>a puzzle in the list, for a screen reader: %1 the date of its game, %2 the opponents, %3 the turn, %4 &quot;7.5 points lost&quot;</extracomment>
        <translation>Partie du %1 contre %2, tour %L3&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Résolu.</translation>
    </message>
    <message>
        <source>Not solved yet.</source>
        <translation>Pas encore résolu.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::Replayer</name>
    <message>
        <source>This game cannot be replayed: its record does not match the rules.</source>
        <translation>Impossible de revoir cette partie&#xa0;: son enregistrement ne respecte pas les règles.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::ServerBrowser</name>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Saisissez l’adresse du serveur (un nom ou une adresse IP).</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Le port doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>This server does not list its tables.</source>
        <translation>Ce serveur ne publie pas la liste de ses tables.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Le serveur est injoignable.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Le serveur n’a pas répondu.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Il n’y a aucun certificat à approuver.</translation>
    </message>
    <message>
        <source>Base game and Wheel of Fortune</source>
        <translation>Jeu de base et Roue de la Fortune</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>Roue de la Fortune</translation>
    </message>
    <message>
        <source>%1, Fortune Teller</source>
        <translation>%1, Diseuse de Bonne Aventure</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n&#xa0;jour</numerusform>
            <numerusform>%n&#xa0;jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n&#xa0;heure</numerusform>
            <numerusform>%n&#xa0;heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n&#xa0;minute</numerusform>
            <numerusform>%n&#xa0;minutes</numerusform>
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
        <translation>Lisez d’abord la leçon, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>The lesson is over: start the game against Easy, or leave the lesson.</source>
        <translation>La leçon est finie&#xa0;: commencez la partie contre le niveau facile, ou quittez la leçon.</translation>
    </message>
    <message>
        <source>Wait: your opponent is playing.</source>
        <translation>Attendez&#xa0;: votre adversaire joue.</translation>
    </message>
    <message>
        <source>Right spot: now turn the tile as the lit spot shows it.</source>
        <translation>Bon emplacement&#xa0;: tournez maintenant la tuile comme le montre l’emplacement en surbrillance.</translation>
    </message>
    <message>
        <source>In this lesson, lay the tile on the lit spot.</source>
        <translation>Dans cette leçon, posez la tuile sur l’emplacement en surbrillance.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower on the lit crown of the wheel.</source>
        <translation>Dans cette leçon, posez votre partisan sur la case Couronne en surbrillance de la Roue.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower where the lit ring shows.</source>
        <translation>Dans cette leçon, posez votre partisan là où l’indique l’anneau en surbrillance.</translation>
    </message>
    <message>
        <source>First try the lit city: see what the rules say.</source>
        <translation>Essayez d’abord la ville en surbrillance&#xa0;: voyez ce que disent les règles.</translation>
    </message>
</context>
</TS>
