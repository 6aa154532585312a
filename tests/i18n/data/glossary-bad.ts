<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- SPDX-License-Identifier: GPL-3.0-or-later -->
<!-- A French catalogue that breaks the glossary twice, for i18n-glossary's own check:
     "follower" given as "pion" instead of "partisan", and "édition" (a rejected word). -->
<TS version="2.1" language="fr_FR">
<context>
    <name>Words</name>
    <message>
        <source>%1 loses a follower to the plague.</source>
        <translation>La peste prend un pion à %1.</translation>
    </message>
    <message>
        <source>Only the farm&apos;s majority scores (first print)</source>
        <translation>Seule la majorité du pré marque (premier tirage, 1re édition)</translation>
    </message>
    <message>
        <source>A knight in a city</source>
        <translation>Un chevalier dans une ville</translation>
    </message>
</context>
</TS>
