// SPDX-License-Identifier: MIT
pragma solidity ^0.8.27;

import {Account} from "@openzeppelin/contracts/account/Account.sol";
import {ERC7821} from "@openzeppelin/contracts/account/extensions/draft-ERC7821.sol";
import {ERC4337Utils} from "@openzeppelin/contracts/account/utils/ERC4337Utils.sol";
import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ERC7739} from "@openzeppelin/contracts/utils/cryptography/signers/draft-ERC7739.sol";
import {AbstractSigner} from "@openzeppelin/contracts/utils/cryptography/signers/AbstractSigner.sol";
import {MultiSignerERC7913} from "@openzeppelin/contracts/utils/cryptography/signers/MultiSignerERC7913.sol";
import {PasskeyPermissions} from "./PasskeyPermissions.sol";
import {PasskeyRecovery} from "./PasskeyRecovery.sol";

/**
 * The passkey wallet: an ERC-4337 account (EntryPoint v0.8) owned by one or more ERC-7913 signers, each
 * `abi.encodePacked(webAuthnVerifier, qx, qy)` (a WebAuthn P-256 passkey, checked by OpenZeppelin's
 * ERC7913WebAuthnVerifier through the EIP-7951 precompile). Any one owner may act (threshold 1): a second
 * passkey is a second owner, a way back in when the first device is lost. Owners may also name a recovery address
 * that can add a new owner after a delay they can cancel within (PasskeyRecovery).
 *
 * UserOperation signatures are the multisig encoding `abi.encode(bytes[] signers, bytes[] signatures)`.
 * ERC-1271 signatures go through ERC-7739 (nested PersonalSign / TypedDataSign), so one signature is valid for
 * one account on one chain only, even when the same passkey owns several accounts.
 *
 * Apps may hold permissions (ERC-7715) the owners grant: bounded transfers a named redeemer makes (PasskeyPermissions).
 *
 * Deployed as minimal clones by PasskeyAccountFactory, which initializes each clone in the same call.
 */
contract PasskeyAccount is
    Account,
    EIP712("Walletport Passkey Account", "1"),
    ERC7739,
    MultiSignerERC7913,
    ERC7821,
    PasskeyRecovery,
    PasskeyPermissions,
    Initializable
{
    /// @dev Removing this owner would leave the account without one.
    error PasskeyAccountLastSigner();

    /**
     * The implementation itself is never used as an account: its initializer is disabled. The base's constructor
     * needs a reachable threshold, so the implementation holds an address(0) signer, which can never sign
     * (ECDSA recovery never yields address(0), and address(0) has no code for ERC-1271). Clones start from empty
     * storage and get their owner in `initialize`.
     */
    constructor() MultiSignerERC7913(_placeholderSigners(), 1) {
        _disableInitializers();
    }

    /// Sets the first owner. Called by the factory in the call that creates the clone.
    function initialize(bytes calldata signer) public initializer {
        bytes[] memory signers = new bytes[](1);
        signers[0] = signer;
        _addSigners(signers);
        _setThreshold(1);
    }

    /// EntryPoint v0.8 (OpenZeppelin's default is v0.9; the bundler and the paymaster here speak v0.8).
    function entryPoint() public pure override returns (IEntryPoint) {
        return ERC4337Utils.ENTRYPOINT_V08;
    }

    /// Adds an owner (another passkey), through a UserOperation or a call the account makes to itself.
    function addSigner(bytes calldata signer) public onlyEntryPointOrSelf {
        bytes[] memory signers = new bytes[](1);
        signers[0] = signer;
        _addSigners(signers);
    }

    /// Removes an owner; the last one cannot go (the threshold check of the base refuses it).
    function removeSigner(bytes calldata signer) public onlyEntryPointOrSelf {
        if (getSignerCount() <= 1) revert PasskeyAccountLastSigner();
        bytes[] memory signers = new bytes[](1);
        signers[0] = signer;
        _removeSigners(signers);
    }

    /// Names `recoverer` as the recovery address, its proposals effective after `delay` seconds (at least an hour).
    function setRecovery(address recoverer, uint32 delay) public onlyEntryPointOrSelf {
        _setRecovery(recoverer, delay);
    }

    /// Removes the recovery address, and any proposal of it.
    function clearRecovery() public onlyEntryPointOrSelf {
        _clearRecovery();
    }

    /// Cancels a pending recovery: any one current owner can, through a UserOperation.
    function cancelRecovery() public onlyEntryPointOrSelf {
        _cancelRecovery();
    }

    /// Grants an app's redeemer a bounded transfer right (ERC-7715); returns its id. Owners only, like every change.
    function grantPermission(PermissionTerms calldata terms) public onlyEntryPointOrSelf returns (uint256) {
        return _grantPermission(terms);
    }

    /// Revokes a grant: every later redeem of it reverts.
    function revokePermission(uint256 id) public onlyEntryPointOrSelf {
        _revokePermission(id);
    }

    /// The EntryPoint runs the UserOperation's callData, an ERC-7821 batch.
    function _erc7821AuthorizedExecutor(
        address caller,
        bytes32 mode,
        bytes calldata executionData
    ) internal view override returns (bool) {
        return caller == address(entryPoint()) || super._erc7821AuthorizedExecutor(caller, mode, executionData);
    }

    function _rawSignatureValidation(
        bytes32 hash,
        bytes calldata signature
    ) internal view override(AbstractSigner, MultiSignerERC7913) returns (bool) {
        return super._rawSignatureValidation(hash, signature);
    }

    /// A proposed owner must be well-formed (`verifier ‖ key`, 20 bytes at least) and not an owner already.
    function _validateRecoverySigner(bytes calldata signer) internal view override {
        if (signer.length < 20) revert MultiSignerERC7913InvalidSigner(signer);
        if (isSigner(signer)) revert MultiSignerERC7913AlreadyExists(signer);
    }

    function _addRecoverySigner(bytes memory signer) internal override {
        bytes[] memory signers = new bytes[](1);
        signers[0] = signer;
        _addSigners(signers);
    }

    function _placeholderSigners() private pure returns (bytes[] memory signers) {
        signers = new bytes[](1);
        signers[0] = abi.encodePacked(address(0));
    }
}

/**
 * Creates PasskeyAccount clones at an address fixed by the first owner (salt = keccak256(signer)), so the
 * wallet knows its address before the account exists; the EntryPoint calls `createAccount` through the first
 * UserOperation's initCode. It also names the WebAuthn verifier its passkey signers use, so that a wallet
 * configured with the factory alone can build a signer (`verifier ‖ qx ‖ qy`).
 */
contract PasskeyAccountFactory {
    address public immutable implementation;
    address public immutable webAuthnVerifier;

    constructor(address implementation_, address webAuthnVerifier_) {
        implementation = implementation_;
        webAuthnVerifier = webAuthnVerifier_;
    }

    /// Deploys and initializes the account for `signer`, or returns it when it already exists.
    function createAccount(bytes calldata signer) external returns (address account) {
        bytes32 salt = keccak256(signer);
        account = Clones.predictDeterministicAddress(implementation, salt);
        if (account.code.length == 0) {
            Clones.cloneDeterministic(implementation, salt);
            PasskeyAccount(payable(account)).initialize(signer);
        }
    }

    /// The counterfactual address of the account for `signer`.
    function getAddress(bytes calldata signer) external view returns (address) {
        return Clones.predictDeterministicAddress(implementation, keccak256(signer));
    }
}
