/** Ply Yard's rules: the game contract and the three games. Depends on nothing but java.base. */
module com.plyyard.engine {
    exports com.plyyard.engine;
    exports com.plyyard.engine.chinesecheckers;
    exports com.plyyard.engine.halma;
    exports com.plyyard.engine.jungle;
}
