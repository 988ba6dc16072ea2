package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code tabletop.limits.trusted-addresses}: single addresses and networks, IPv4 and IPv6, never a host name. */
class TrustedAddressesTest {

    private static ClientLimits trusting(String... entries) {
        ClientLimits limits = new ClientLimits();
        limits.trustedAddresses = Optional.of(List.of(entries));
        limits.openGamesPerAddress = 20;
        limits.parse();
        return limits;
    }

    private static boolean exempt(ClientLimits limits, String address) {
        return limits.openGamesPerAddress(address) == 0; // what an exempt address is allowed: no cap
    }

    @Test
    void addressesAndNetworksAreTrustedAndNothingElse() {
        ClientLimits limits = trusting("10.0.0.0/8", "192.168.1.7", "fd00::/8", "::1");
        assertThat(exempt(limits, "10.20.30.40")).isTrue();
        assertThat(exempt(limits, "11.0.0.1")).isFalse();
        assertThat(exempt(limits, "192.168.1.7")).isTrue();
        assertThat(exempt(limits, "192.168.1.8")).isFalse();
        assertThat(exempt(limits, "fd12:3456::1")).isTrue();
        assertThat(exempt(limits, "0:0:0:0:0:0:0:1")).isTrue();
        assertThat(exempt(limits, "fe80::1")).isFalse();
        assertThat(exempt(limits, "localhost")).as("names are never looked up").isFalse();
        assertThat(exempt(trusting(), "10.0.0.1")).as("none trusted by default").isFalse();
    }

    @Test
    void aBadEntryStopsTheServiceAtStart() {
        assertThatThrownBy(() -> trusting("example.com")).hasMessageContaining("example.com");
        assertThatThrownBy(() -> trusting("10.0.0.0/33")).hasMessageContaining("prefix");
    }
}
