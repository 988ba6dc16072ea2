package io.tabletop.games.coup;

/** The six kinds of influence card (three of each); only one of MEDIA and UN is in a game. */
public enum Card { RUSSIA, PROTEST, MEDIA, UN, POLICE, EU }
