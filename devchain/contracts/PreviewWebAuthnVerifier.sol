// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC7913SignatureVerifier} from "@openzeppelin/contracts/interfaces/IERC7913.sol";

/**
 * Not deployed: the passkey wallet's preview puts this code at the WebAuthn verifier's address for one simulation
 * (a state override), so that the UserOperation runs through the EntryPoint's handleOps as the bundler will run it,
 * before the passkey has signed. It accepts exactly one signature, a random one the widget draws for that preview
 * (its hash in slot 1); every other question goes to the real verifier's code, placed at the address in slot 0 by
 * the same override, so a contract that asks the verifier during the run gets the real answer.
 */
contract PreviewWebAuthnVerifier is IERC7913SignatureVerifier {
    IERC7913SignatureVerifier private real;
    bytes32 private accepted;

    function verify(bytes calldata key, bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (keccak256(signature) == accepted) return IERC7913SignatureVerifier.verify.selector;
        return real.verify(key, hash, signature);
    }
}
