// SPDX-License-Identifier: MIT
pragma solidity ^0.8.27;

import {Paymaster} from "@openzeppelin/contracts/account/paymaster/Paymaster.sol";
import {PaymasterSigner} from "@openzeppelin/contracts/account/paymaster/extensions/PaymasterSigner.sol";
import {ERC4337Utils} from "@openzeppelin/contracts/account/utils/ERC4337Utils.sol";
import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";

/**
 * The local chain's verifying paymaster (EntryPoint v0.8): it pays for a UserOperation that carries, in
 * paymasterData, `validAfter (uint48) ‖ validUntil (uint48) ‖ ECDSA signature` by its signer over the EIP-712
 * `UserOperationRequest` of OpenZeppelin's PaymasterSigner. The signer is a dev key that harness/devPaymaster.ts
 * holds; what it agrees to sponsor is that server's policy, not this contract's.
 */
contract DevPaymaster is EIP712("Walletport Dev Paymaster", "1"), PaymasterSigner, SignerECDSA {
    constructor(address signerAddr) SignerECDSA(signerAddr) {}

    function entryPoint() public pure override returns (IEntryPoint) {
        return ERC4337Utils.ENTRYPOINT_V08;
    }

    /// Anyone may top up the paymaster's EntryPoint deposit (dev chain only).
    function deposit() public payable {
        _deposit(msg.value);
    }

    /// The paymaster's EntryPoint deposit, which pays for the sponsored gas.
    function getDeposit() public view returns (uint256) {
        return entryPoint().balanceOf(address(this));
    }
}
